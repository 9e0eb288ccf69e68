module.exports = require('../../../core-api').service('api::help.help');
