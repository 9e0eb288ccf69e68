module.exports = require('../../../core-api').controller('api::header.header');
