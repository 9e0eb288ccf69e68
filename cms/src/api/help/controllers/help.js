module.exports = require('../../../core-api').controller('api::help.help');
