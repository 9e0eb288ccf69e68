module.exports = require('../../../core-api').router('api::footer.footer');
