// remote-admin: one exposed module per page, from the pages it declares (pages.manifest.cjs, DESIGN §9).
const { remoteFederation } = require('../scripts/remote-pages.cjs');

module.exports = remoteFederation({ name: 'admin', appDir: __dirname });
