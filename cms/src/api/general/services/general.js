module.exports = require('../../../core-api').service('api::general.general');
