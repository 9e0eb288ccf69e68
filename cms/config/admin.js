const secret = require('../src/env-secret');

// The product reads the REST API only: the admin panel is not built and not served. Editors who want
// it set SERVE_ADMIN=1 and run `npm run build` once.
module.exports = ({ env }) => ({
  serveAdminPanel: env.bool('SERVE_ADMIN', false),
  auth: { secret: secret(env, 'ADMIN_JWT_SECRET', 'test-admin-jwt-secret') },
  apiToken: { salt: secret(env, 'API_TOKEN_SALT', 'test-api-token-salt') },
  transfer: { token: { salt: secret(env, 'TRANSFER_TOKEN_SALT', 'test-transfer-token-salt') } },
  secrets: { encryptionKey: secret(env, 'ENCRYPTION_KEY', 'test-encryption-key') },
});
