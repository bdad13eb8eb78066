const path = require('node:path');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { appConfig } = require('../scripts/webpack-app.cjs');
const { MergeLocalesPlugin } = require('../scripts/merge-locales.cjs');

module.exports = appConfig({
  appDir: __dirname,
  federation: require('./federation.config.cjs'),
  port: 8080,
  isHost: true,
  extraPlugins: [
    // server.json and the legal documents are served as they are; the language files are merged.
    new CopyWebpackPlugin({ patterns: [{ from: path.join(__dirname, 'public'), globOptions: { ignore: ['**/index.html'] } }] }),
    new MergeLocalesPlugin(),
  ],
});
