// `node scripts/seed.js [CONTENT_DIR]`: loads the product's content folder (default ../content) into this
// Strapi, both locales, published, each English entry a localization of its Danish one. Run again, it
// updates what it made before (matched by slug) instead of adding twins.
const { readdir, readFile, stat } = require('node:fs/promises');
const path = require('node:path');
const { withStrapi } = require('./strapi-app');

const LOCALES = ['da-DK', 'en-DK'];
const DEFAULT_LOCALE = 'da-DK';
const SINGLE_TYPES = ['header', 'footer', 'general', 'about', 'privacy', 'terms', 'accessibility', 'help'];
const COLLECTIONS = {
  articles: 'api::article.article',
  'city-guides': 'api::city-guide.city-guide',
  'glossary-terms': 'api::glossary-term.glossary-term',
};
// What Strapi keeps itself: ids, timestamps, the locale and its links to other locales.
const OWN_FIELDS = ['id', 'documentId', 'locale', 'localizations', 'createdAt', 'updatedAt', 'publishedAt'];

const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));

/** An entry of an answer file, v4's attributes flattened. */
function entryOf(answer) {
  const data = answer.data ?? answer;
  return data.attributes ? { ...data, ...data.attributes, attributes: undefined } : data;
}

/** The editable fields: without Strapi's own, and without the components' ids (Strapi numbers them). */
function fieldsOf(entry) {
  const strip = (value) => {
    if (Array.isArray(value)) return value.map(strip);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, v]) => key !== 'id' && v !== undefined)
        .map(([key, v]) => [key, strip(v)]),
    );
  };
  return strip(Object.fromEntries(Object.entries(entry).filter(([key]) => !OWN_FIELDS.includes(key))));
}

async function readCollection(root, locale, collection) {
  const folder = path.join(root, locale, collection);
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map((name) => readJson(path.join(folder, name))));
}

/**
 * Writes one document in every locale it has: the Danish version created (or updated, when one with
 * the same key exists), the others added to that document, so Strapi links them as localizations.
 */
async function saveDocument(strapi, uid, versions, findExisting) {
  const documents = strapi.documents(uid);
  let documentId;
  for (const [locale, data] of Object.entries(versions).sort(([a], [b]) => (a === DEFAULT_LOCALE ? -1 : b === DEFAULT_LOCALE ? 1 : 0))) {
    documentId ??= (await findExisting(locale))?.documentId;
    const saved = documentId
      ? await documents.update({ documentId, locale, data, status: 'published' })
      : await documents.create({ locale, data, status: 'published' });
    documentId = saved.documentId;
  }
  return documentId;
}

/** The social image, once per locale: a file's alternative text is the file's, not a locale's. */
async function uploadImage(strapi, file, name, alternativeText) {
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name } });
  if (existing) return strapi.db.query('plugin::upload.file').update({ where: { id: existing.id }, data: { alternativeText } });
  const { size } = await stat(file);
  const [uploaded] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText } },
      files: { filepath: file, originalFilename: name, mimetype: 'image/png', size },
    });
  return uploaded;
}

async function seedSingleTypes(strapi, root, publicDir) {
  for (const type of SINGLE_TYPES) {
    const uid = `api::${type}.${type}`;
    const versions = {};
    for (const locale of LOCALES) {
      const data = fieldsOf(entryOf(await readJson(path.join(root, locale, `${type}.json`))));
      if (type === 'general') {
        // A JSON field holding a bare string is read back inconsistently (create and update encode it
        // differently): the one-sentence notice goes in as its `text`, which the product reads the same.
        if (typeof data.browserNotSupported === 'string') data.browserNotSupported = { text: data.browserNotSupported };
        const image = data.defaultSocialImage;
        const name = `${path.basename(image.url, '.png')}-${locale}.png`;
        data.defaultSocialImage = (await uploadImage(strapi, path.join(publicDir, image.url), name, image.alternativeText)).id;
      }
      versions[locale] = data;
    }
    await saveDocument(strapi, uid, versions, (locale) => strapi.documents(uid).findFirst({ locale }));
  }
}

/** Categories are read off the articles: a Danish article's category and its translation's pair up. */
function categoriesOf(articles) {
  const bySlug = new Map(LOCALES.map((locale) => [locale, new Map(articles[locale].map((a) => [a.slug, a]))]));
  const pairs = new Map();
  for (const article of articles[DEFAULT_LOCALE]) {
    const versions = pairs.get(article.category.slug) ?? pairs.set(article.category.slug, {}).get(article.category.slug);
    versions[DEFAULT_LOCALE] = article.category;
    for (const { locale, slug } of article.localizations ?? []) {
      const translation = bySlug.get(locale)?.get(slug);
      if (translation) versions[locale] = translation.category;
    }
  }
  return [...pairs.values()];
}

async function seedCategories(strapi, articles) {
  const uid = 'api::category.category';
  const ids = Object.fromEntries(LOCALES.map((locale) => [locale, new Map()]));
  for (const versions of categoriesOf(articles)) {
    const documentId = await saveDocument(strapi, uid, versions, (locale) =>
      strapi.documents(uid).findFirst({ locale, filters: { slug: versions[locale].slug } }),
    );
    for (const [locale, category] of Object.entries(versions)) ids[locale].set(category.slug, documentId);
  }
  return ids;
}

/** A collection's documents, Danish entries with their translations; the slugs of each locale's documents. */
async function seedCollection(strapi, uid, entries, prepare) {
  const ids = Object.fromEntries(LOCALES.map((locale) => [locale, new Map()]));
  const claimed = new Set();
  const groups = [];
  for (const entry of entries[DEFAULT_LOCALE]) {
    const group = { [DEFAULT_LOCALE]: entry };
    for (const { locale, slug } of entry.localizations ?? []) {
      const translation = entries[locale]?.find((candidate) => candidate.slug === slug);
      if (translation) group[locale] = translation;
    }
    groups.push(group);
  }
  for (const locale of LOCALES) for (const group of groups) if (group[locale]) claimed.add(group[locale]);
  for (const locale of LOCALES) for (const entry of entries[locale]) if (!claimed.has(entry)) groups.push({ [locale]: entry });
  for (const group of groups) {
    const versions = Object.fromEntries(Object.entries(group).map(([locale, entry]) => [locale, prepare(fieldsOf(entry), locale)]));
    const documentId = await saveDocument(strapi, uid, versions, (locale) =>
      strapi.documents(uid).findFirst({ locale, filters: { slug: group[locale].slug } }),
    );
    for (const [locale, entry] of Object.entries(group)) ids[locale].set(entry.slug, documentId);
  }
  return ids;
}

/** Related entries are relations, set once every entry of the collection exists. */
async function linkRelated(strapi, uid, entries, ids) {
  for (const locale of LOCALES) {
    for (const entry of entries[locale]) {
      if (!entry.related?.length) continue;
      const related = entry.related
        .map((slug) => ids[locale].get(slug))
        .filter(Boolean)
        .map((documentId) => ({ documentId, locale }));
      await strapi
        .documents(uid)
        .update({ documentId: ids[locale].get(entry.slug), locale, data: { related: { set: related } }, status: 'published' });
    }
  }
}

async function seedCollections(strapi, root) {
  const entries = {};
  for (const collection of Object.keys(COLLECTIONS)) {
    entries[collection] = Object.fromEntries(
      await Promise.all(LOCALES.map(async (locale) => [locale, await readCollection(root, locale, collection)])),
    );
  }
  const categories = await seedCategories(strapi, entries.articles);
  for (const [collection, uid] of Object.entries(COLLECTIONS)) {
    const prepare = ({ related: _related, ...data }, locale) =>
      data.category ? { ...data, category: { connect: [{ documentId: categories[locale].get(data.category.slug), locale }] } } : data;
    const ids = await seedCollection(strapi, uid, entries[collection], prepare);
    await linkRelated(strapi, uid, entries[collection], ids);
  }
}

async function main(contentDir) {
  const root = path.resolve(contentDir ?? path.join(__dirname, '..', '..', 'content'));
  const publicDir = path.join(root, '..', 'public');
  const started = Date.now();
  await withStrapi(async (strapi) => {
    await seedSingleTypes(strapi, root, publicDir);
    await seedCollections(strapi, root);
  });
  console.log(`Seeded ${root} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main(process.argv[2]).then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
