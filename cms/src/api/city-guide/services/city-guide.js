module.exports = require('../../../core-api').service('api::city-guide.city-guide');
