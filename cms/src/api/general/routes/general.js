module.exports = require('../../../core-api').router('api::general.general');
