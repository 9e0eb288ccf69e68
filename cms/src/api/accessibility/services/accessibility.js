module.exports = require('../../../core-api').service('api::accessibility.accessibility');
