module.exports = require('../../../core-api').service('api::terms.terms');
