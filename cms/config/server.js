const secret = require('../src/env-secret');

module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Uploads go to <public>/uploads; a test run points it at a directory of its own.
  dirs: { public: env('STRAPI_PUBLIC_DIR', './public') },
  app: { keys: secret(env, 'APP_KEYS', 'test-app-key-1,test-app-key-2').split(',') },
});
