module.exports = require('../scripts/jest-web.cjs')();
