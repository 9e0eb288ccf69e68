module.exports = require('../../../core-api').service('api::glossary-term.glossary-term');
