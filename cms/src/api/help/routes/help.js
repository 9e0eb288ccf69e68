module.exports = require('../../../core-api').router('api::help.help');
