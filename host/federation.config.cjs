// The host declares no build-time remotes: their entry URLs come from server.json at runtime
// (DESIGN.md §1, §4) and are registered with registerRemotes().
const path = require('node:path');

module.exports = {
  name: 'host',
  remotes: {},
  // Retries a remote entry or chunk that failed to load before the retry boundary sees it.
  runtimePlugins: [path.join(__dirname, 'src/federation/retry-plugin.ts')],
};
