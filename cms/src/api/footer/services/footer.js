module.exports = require('../../../core-api').service('api::footer.footer');
