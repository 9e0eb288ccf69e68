// `node scripts/token.js NAME[:read-only|full-access] ...`: prints `{ "NAME": "<access key>", ... }`.
// A token of that name is given a new key, so the command can be run again (the old key stops working).
const { withStrapi } = require('./strapi-app');

async function tokenFor(strapi, spec) {
  const [name, type = 'read-only'] = spec.split(':');
  if (!['read-only', 'full-access'].includes(type)) throw new Error(`Unknown token type ${type} (read-only or full-access)`);
  const tokens = strapi.service('admin::api-token-content-api');
  const existing = await tokens.getByName(name);
  if (existing) return (await tokens.regenerate(existing.id)).accessKey;
  const created = await tokens.create({ name, type, lifespan: null, description: `${type} token for ${name}` });
  return created.accessKey;
}

async function main(specs) {
  if (specs.length === 0) throw new Error('Usage: node scripts/token.js NAME[:read-only|full-access] ...');
  const keys = await withStrapi(async (strapi) => {
    const result = {};
    for (const spec of specs) result[spec.split(':')[0]] = await tokenFor(strapi, spec);
    return result;
  });
  process.stdout.write(`${JSON.stringify(keys)}\n`);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
