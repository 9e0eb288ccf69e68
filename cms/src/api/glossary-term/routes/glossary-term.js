module.exports = require('../../../core-api').router('api::glossary-term.glossary-term');
