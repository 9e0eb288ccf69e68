module.exports = require('../../../core-api').controller('api::terms.terms');
