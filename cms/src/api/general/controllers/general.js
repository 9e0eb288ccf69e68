module.exports = require('../../../core-api').controller('api::general.general');
