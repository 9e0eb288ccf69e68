module.exports = require('../../../core-api').service('api::about.about');
