module.exports = require('../../../core-api').router('api::privacy.privacy');
