module.exports = require('../../../core-api').controller('api::city-guide.city-guide');
