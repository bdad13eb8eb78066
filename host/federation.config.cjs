// The host declares no build-time remotes: their entry URLs come from server.json at runtime
// (DESIGN.md §1, §4) and are registered with registerRemotes().
module.exports = {
  name: 'host',
  remotes: {},
};
