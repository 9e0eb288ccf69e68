module.exports = require('../../../core-api').service('api::header.header');
