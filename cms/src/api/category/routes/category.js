module.exports = require('../../../core-api').router('api::category.category');
