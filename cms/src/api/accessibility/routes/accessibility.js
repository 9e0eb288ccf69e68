module.exports = require('../../../core-api').router('api::accessibility.accessibility');
