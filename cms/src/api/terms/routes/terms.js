module.exports = require('../../../core-api').router('api::terms.terms');
