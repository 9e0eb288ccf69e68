module.exports = require('../../../core-api').service('api::article.article');
