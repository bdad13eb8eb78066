const path = require('node:path');
const { appConfig } = require('../scripts/webpack-app.cjs');
const { RemoteLocalesPlugin } = require('../scripts/merge-locales.cjs');

// The remote's page texts are emitted with it (i18n/<lang>.json) and loaded by its pages at runtime.
module.exports = appConfig({
  appDir: __dirname,
  federation: require('./federation.config.cjs'),
  port: 8084,
  extraPlugins: [new RemoteLocalesPlugin(path.join(__dirname, 'locales'))],
});
