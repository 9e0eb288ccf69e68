const { factories } = require('@strapi/strapi');

// Every content type here uses Strapi's own REST routes, controller and service unchanged.
module.exports = {
  router: (uid) => factories.createCoreRouter(uid),
  controller: (uid) => factories.createCoreController(uid),
  service: (uid) => factories.createCoreService(uid),
};
