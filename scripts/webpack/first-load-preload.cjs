// Preload links for the host's first load (issue 6). The entry (main.js) only asks for the bootstrap
// chunk once it has run, and each shared module it needs (react-dom, the router, i18next, axios, …)
// is a chunk of its own fetched after that: on a slow phone network the page waited a round trip
// per step. Listed in index.html, all of them download alongside main.js.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'FirstLoadPreloadPlugin';

/**
 * The files of the chunks the entry loads before any app code runs: the chunk group of the entry's
 * import('./bootstrap'), and, for every shared module those chunks consume, the chunks of the module
 * the host provides under that name (what the runtime loads: the host is the provider; the consume's
 * own fallback chunk is a copy fetched only when nobody provides), recursively. Ordinary import()
 * calls (lazy pages, the guarded area) are not followed.
 */
function firstLoadFiles(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  const entry = compilation.entrypoints.get('main');
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') providers.set(`${module._shareScope}:${module._name}`, module);
  }
  const loadedFor = (consume) => providers.get(`${consume.options.shareScope}:${consume.options.shareKey}`) ?? consume;
  const files = new Set();
  const seenChunks = new Set();
  const visitChunks = (chunks) => {
    for (const chunk of chunks) {
      if (seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') loadedFor(module).blocks.forEach(visitBlock);
      }
    }
  };
  const visitBlock = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    if (group) visitChunks(group.chunks);
  };
  // The entry's own modules: its import('./bootstrap') block (and consumes the entry itself makes).
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // The entry module (src/index.ts, no issuer) and the consumes the entry makes; not the
      // provide-modules, whose blocks hold every module the host offers to the remotes.
      const isEntryModule = module.type.startsWith('javascript/') && !moduleGraph.getIssuer(module);
      if (module.type === 'consume-shared-module') loadedFor(module).blocks.forEach(visitBlock);
      else if (isEntryModule) module.blocks.forEach(visitBlock);
    }
  }
  for (const chunk of entry.chunks) for (const file of chunk.files) files.delete(file);
  return [...files].sort();
}

class FirstLoadPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const links = firstLoadFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { FirstLoadPreloadPlugin, firstLoadFiles };
