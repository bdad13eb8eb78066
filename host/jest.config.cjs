module.exports = require('../scripts/jest-web.cjs')({ moduleNameMapper: { '^react-i18next/full$': 'react-i18next' } });
