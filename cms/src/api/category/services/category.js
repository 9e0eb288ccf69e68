module.exports = require('../../../core-api').service('api::category.category');
