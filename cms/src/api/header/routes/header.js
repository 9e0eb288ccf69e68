module.exports = require('../../../core-api').router('api::header.header');
