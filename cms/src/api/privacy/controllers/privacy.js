module.exports = require('../../../core-api').controller('api::privacy.privacy');
