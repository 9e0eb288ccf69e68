module.exports = require('../../../core-api').controller('api::article.article');
