const path = require('node:path');
const { compileStrapi, createStrapi } = require('@strapi/strapi');

/**
 * Runs `work` against this project's Strapi, loaded in-process (no HTTP server). The caller exits
 * the process when done: Strapi's destroy() aborts a connection request of its own still queued in
 * the pool, which then surfaces as an unhandled "aborted", though every write was awaited.
 */
async function withStrapi(work) {
  const context = await compileStrapi({ appDir: path.resolve(__dirname, '..') });
  const strapi = await createStrapi(context).load();
  strapi.log.level = 'warn';
  return work(strapi);
}

module.exports = { withStrapi };
