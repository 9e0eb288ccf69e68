module.exports = require('../../../core-api').controller('api::category.category');
