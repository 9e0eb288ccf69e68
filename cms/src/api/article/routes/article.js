module.exports = require('../../../core-api').router('api::article.article');
