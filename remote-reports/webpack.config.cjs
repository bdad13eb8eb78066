const { appConfig } = require('../scripts/webpack-app.cjs');

module.exports = appConfig({ appDir: __dirname, federation: require('./federation.config.cjs'), port: 8084 });
