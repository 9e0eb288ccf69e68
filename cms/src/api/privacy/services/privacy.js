module.exports = require('../../../core-api').service('api::privacy.privacy');
