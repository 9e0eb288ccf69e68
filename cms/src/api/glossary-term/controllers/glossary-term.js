module.exports = require('../../../core-api').controller('api::glossary-term.glossary-term');
