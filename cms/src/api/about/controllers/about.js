module.exports = require('../../../core-api').controller('api::about.about');
