module.exports = require('../../../core-api').router('api::city-guide.city-guide');
