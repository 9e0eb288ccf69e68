module.exports = require('../../../core-api').router('api::about.about');
