// A strict XML reader for the sitemap tests (the repository has no XML parser). It accepts the
// well-formed XML the sitemaps use — declaration, elements, attributes, text, the five predefined
// entities and character references — and throws on anything else. It is stricter than XML in one
// way on purpose: a raw `>` in text or an attribute is rejected, so the tests prove it is escaped.

export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITY = /^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: string): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i];
    if (char === '<' || char === '>') throw new Error(`raw "${char}" in ${where}: ${raw}`);
    if (char !== '&') {
      out += char;
      continue;
    }
    const entity = ENTITY.exec(raw.slice(i));
    if (!entity) throw new Error(`bare "&" in ${where}: ${raw}`);
    const name = entity[1];
    out += name.startsWith('#x')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : NAMED[name];
    i += entity[0].length - 1;
  }
  return out;
}

export function parseXml(source: string): XmlElement {
  let pos = 0;
  const rest = () => source.slice(pos);
  const skipSpace = () => {
    while (pos < source.length && /\s/.test(source[pos])) pos++;
  };
  const expect = (text: string) => {
    if (!source.startsWith(text, pos)) throw new Error(`expected "${text}" at ${pos}: ${rest().slice(0, 40)}`);
    pos += text.length;
  };
  const name = () => {
    const match = NAME.exec(rest());
    if (!match) throw new Error(`expected a name at ${pos}: ${rest().slice(0, 40)}`);
    pos += match[0].length;
    return match[0];
  };

  function element(): XmlElement {
    expect('<');
    const node: XmlElement = { name: name(), attributes: {}, children: [], text: '' };
    for (;;) {
      const hadSpace = /\s/.test(source[pos] ?? '');
      skipSpace();
      if (source.startsWith('/>', pos)) {
        pos += 2;
        return node;
      }
      if (source[pos] === '>') {
        pos++;
        break;
      }
      if (!hadSpace) throw new Error(`expected space before attribute at ${pos}`);
      const attribute = name();
      if (attribute in node.attributes) throw new Error(`duplicate attribute ${attribute}`);
      expect('=');
      const quote = source[pos];
      if (quote !== '"' && quote !== "'") throw new Error(`unquoted attribute ${attribute}`);
      const end = source.indexOf(quote, pos + 1);
      if (end < 0) throw new Error(`unterminated attribute ${attribute}`);
      node.attributes[attribute] = decode(source.slice(pos + 1, end), `attribute ${attribute}`);
      pos = end + 1;
    }
    for (;;) {
      const next = source.indexOf('<', pos);
      if (next < 0) throw new Error(`unclosed <${node.name}>`);
      node.text += decode(source.slice(pos, next), `<${node.name}>`);
      pos = next;
      if (source.startsWith('</', pos)) {
        pos += 2;
        const closing = name();
        if (closing !== node.name) throw new Error(`</${closing}> closes <${node.name}>`);
        skipSpace();
        expect('>');
        return node;
      }
      node.children.push(element());
    }
  }

  if (source.startsWith('<?xml')) {
    const end = source.indexOf('?>');
    if (end < 0) throw new Error('unterminated XML declaration');
    pos = end + 2;
  }
  skipSpace();
  const root = element();
  skipSpace();
  if (pos !== source.length) throw new Error(`content after the root element: ${rest().slice(0, 40)}`);
  return root;
}

/** Every descendant element called `name`, in document order. */
export function descendants(node: XmlElement, name: string): XmlElement[] {
  return node.children.flatMap((child) => [...(child.name === name ? [child] : []), ...descendants(child, name)]);
}

export type ParsedUrl = { loc: string; lastmod?: string; alternates: Record<string, string> };

/** The `<url>` entries of a urlset, with their hreflang alternates by language. */
export function urlEntries(xml: string): ParsedUrl[] {
  const root = parseXml(xml);
  if (root.name !== 'urlset') throw new Error(`expected <urlset>, got <${root.name}>`);
  return root.children.map((url) => {
    const child = (name: string) => url.children.find((c) => c.name === name)?.text;
    const links = url.children.filter((c) => c.name === 'xhtml:link');
    return {
      loc: child('loc') ?? '',
      lastmod: child('lastmod'),
      alternates: Object.fromEntries(links.map((link) => [link.attributes.hreflang, link.attributes.href])),
    };
  });
}

/** The `<loc>` of each `<sitemap>` in a sitemap index, with its lastmod. */
export function indexEntries(xml: string): { loc: string; lastmod?: string }[] {
  const root = parseXml(xml);
  if (root.name !== 'sitemapindex') throw new Error(`expected <sitemapindex>, got <${root.name}>`);
  return root.children.map((entry) => ({
    loc: entry.children.find((c) => c.name === 'loc')?.text ?? '',
    lastmod: entry.children.find((c) => c.name === 'lastmod')?.text,
  }));
}
