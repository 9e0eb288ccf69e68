module.exports = require('../../../core-api').controller('api::accessibility.accessibility');
