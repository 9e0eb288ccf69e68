module.exports = require('../../../core-api').controller('api::footer.footer');
