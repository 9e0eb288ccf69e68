import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { namespaces } from '@/lib/i18n/messages';
import { locales } from '@/lib/i18n/routing';

const MESSAGES = path.resolve(import.meta.dirname, '../../messages');

type Tree = { [key: string]: string | Tree };

function load(locale: string, ns: string): Tree {
  return JSON.parse(readFileSync(path.join(MESSAGES, locale, `${ns}.json`), 'utf8')) as Tree;
}

/** Every leaf as [dotted key, value]; non-string leaves are kept so the string check can flag them. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/** The argument and tag names an ICU message uses, including those nested in plural/select branches. */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        names.add(element.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        names.add(element.value);
        for (const option of Object.values(element.options)) argumentNames(option.value, names);
        break;
      case TYPE.tag:
        names.add(`<${element.value}>`);
        argumentNames(element.children, names);
        break;
      default:
        break;
    }
  }
  return names;
}

const [first, second] = locales;
const byNamespace = namespaces.map((ns) => [ns] as const);

describe('message files', () => {
  it.each(locales.map((l) => [l] as const))('%s has no file that is not a declared namespace', (locale) => {
    const files = readdirSync(path.join(MESSAGES, locale)).filter((f) => f.endsWith('.json'));
    const undeclared = files.filter((f) => !(namespaces as readonly string[]).includes(f.replace(/\.json$/, '')));
    expect(undeclared, `undeclared message files in messages/${locale}`).toEqual([]);
  });

  it('messages/ holds a folder for each locale and nothing else', () => {
    const folders = readdirSync(MESSAGES, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(folders.sort()).toEqual([...locales].sort());
  });
});

describe.each(byNamespace)('namespace %s', (ns) => {
  it('exists in every locale', () => {
    const missing = locales.filter((locale) => !existsSync(path.join(MESSAGES, locale, `${ns}.json`)));
    expect(missing, `messages/<locale>/${ns}.json missing`).toEqual([]);
  });

  it('names no key with a dot: next-intl reads a dot as a level, so such a message is never found', () => {
    const dotted = (tree: Tree): string[] =>
      Object.entries(tree).flatMap(([key, value]) => [
        ...(key.includes('.') ? [key] : []),
        ...(value !== null && typeof value === 'object' ? dotted(value) : []),
      ]);
    for (const locale of locales) expect(dotted(load(locale, ns)), `${locale}/${ns}.json`).toEqual([]);
  });

  it(`has the same keys in ${first} and ${second}`, () => {
    const a = new Set(leaves(load(first, ns)).map(([k]) => k));
    const b = new Set(leaves(load(second, ns)).map(([k]) => k));
    const onlyInFirst = [...a].filter((k) => !b.has(k));
    const onlyInSecond = [...b].filter((k) => !a.has(k));
    expect({ [`only in ${first}`]: onlyInFirst, [`only in ${second}`]: onlyInSecond }, `keys differ in ${ns}.json`).toEqual({
      [`only in ${first}`]: [],
      [`only in ${second}`]: [],
    });
  });

  it.each(locales.map((l) => [l] as const))('has only non-empty strings in %s', (locale) => {
    const bad = leaves(load(locale, ns))
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(bad, `empty or non-string messages in messages/${locale}/${ns}.json`).toEqual([]);
  });

  // One currency style on every page, in both languages: "12.000 kr." (never "DKK 12.000" beside it).
  it.each(locales.map((l) => [l] as const))('writes amounts of money as "… kr." in %s', (locale) => {
    const otherStyle = leaves(load(locale, ns))
      .filter(([, value]) => typeof value === 'string' && /\bDKK\b/.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(otherStyle, `amounts written another way in messages/${locale}/${ns}.json`).toEqual([]);
  });

  // English pages write numbers as Danish ones do ("20.000 kr."), as every formatted amount reads.
  it.each(locales.map((l) => [l] as const))('writes thousands with a dot in %s', (locale) => {
    const commas = leaves(load(locale, ns))
      .filter(([, value]) => typeof value === 'string' && /\d,\d{3}\b/.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(commas, `thousands written with a comma in messages/${locale}/${ns}.json`).toEqual([]);
  });

  it('parses as ICU and uses the same arguments in both locales', () => {
    const parsed = Object.fromEntries(
      locales.map((locale) => {
        const map = new Map<string, Set<string>>();
        for (const [key, value] of leaves(load(locale, ns))) {
          if (typeof value !== 'string') continue;
          try {
            map.set(key, argumentNames(parse(value)));
          } catch (error) {
            throw new Error(`messages/${locale}/${ns}.json "${key}" is not valid ICU: ${(error as Error).message}`);
          }
        }
        return [locale, map];
      }),
    );
    const mismatches: string[] = [];
    for (const [key, args] of parsed[first]) {
      const other = parsed[second].get(key);
      if (!other) continue; // reported by the key test
      const a = [...args].sort().join(', ');
      const b = [...other].sort().join(', ');
      if (a !== b) mismatches.push(`${key}: ${first} {${a}} vs ${second} {${b}}`);
    }
    expect(mismatches, `argument names differ in ${ns}.json`).toEqual([]);
  });
});

describe('argumentNames helper', () => {
  // Guards the check above: if the helper found nothing, the argument comparison could never fail.
  it('finds plain, formatted, plural, select and tag arguments', () => {
    const names = argumentNames(
      parse('{name} {count, plural, one {# {unit}} other {<b>{total, number}</b>}} {kind, select, a {x} other {y}}'),
    );
    expect([...names].sort()).toEqual(['<b>', 'count', 'kind', 'name', 'total', 'unit']);
  });
});
