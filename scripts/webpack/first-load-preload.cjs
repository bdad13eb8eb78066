// Preload links for the host's first load. The entry (main.js) only asks for the bootstrap
// chunk once it has run, and each shared module it needs (react-dom, the router, i18next, axios, …)
// is a chunk of its own fetched after that: on a slow phone network the page waited a round trip
// per step. Listed in index.html, all of them download alongside main.js. And merged into a few
// files (loadChunkGroups): over HTTP/1.1 each file is a round trip of its own.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'FirstLoadPreloadPlugin';

/**
 * What the runtime loads for a consumed shared module: the module the host *provides* under that
 * name (the host is the provider; the consume's own fallback chunk is a copy fetched only when
 * nobody provides). Its blocks hold the chunks to load.
 */
function sharedProviders(compilation) {
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') providers.set(`${module._shareScope}:${module._name}`, module);
  }
  return (consume) => providers.get(`${consume.options.shareScope}:${consume.options.shareKey}`) ?? consume;
}

/**
 * Some chunks and everything they need before their code can run, with their JS files once emitted:
 * for every shared module those chunks consume, the chunks of its provider (sharedProviders),
 * recursively. Ordinary import() calls are not followed.
 */
function chunkClosure(compilation, startChunks, loadedFor = sharedProviders(compilation)) {
  const { chunkGraph } = compilation;
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
  visitChunks(startChunks);
  return { files, chunks: seenChunks, visitBlock };
}

/**
 * The chunks (and their files) the entry loads before any app code runs: the chunk group of the
 * entry's import('./bootstrap') and what it consumes (see chunkClosure), without the entry's own.
 */
function firstLoad(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  const entry = compilation.entrypoints.get('main');
  const loadedFor = sharedProviders(compilation);
  const { files, chunks, visitBlock } = chunkClosure(compilation, [], loadedFor);
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
  for (const chunk of entry.chunks) {
    chunks.delete(chunk);
    for (const file of chunk.files) files.delete(file);
  }
  return { chunks, files: [...files].sort() };
}

const firstLoadFiles = (compilation) => firstLoad(compilation).files;

/**
 * The chunks (and their files) a lazily loaded module (the signed-in console) needs beyond the first
 * load: the chunk groups of the import() calls that load it, and what they consume. (Not every group
 * holding the module: once its chunk is shared, lazy pages' groups hold it too.)
 */
function lazyModule(compilation, resourcePattern, first = firstLoad(compilation)) {
  const { chunkGraph, moduleGraph } = compilation;
  // In production the module is usually concatenated into another: the container is what is in chunks.
  const resourceOf = (m) => m?.resource ?? m?.rootModule?.resource ?? '';
  const groups = new Set();
  for (const module of compilation.modules) {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group && block.dependencies.some((dep) => resourcePattern.test(resourceOf(moduleGraph.getModule(dep))))) groups.add(group);
    }
  }
  if (!groups.size) throw new Error(`${NAME}: no import() loads a module matching ${resourcePattern}`);
  const { files, chunks } = chunkClosure(
    compilation,
    [...groups].flatMap((group) => group.chunks),
  );
  const before = new Set(first.files);
  for (const chunk of [...first.chunks, ...compilation.entrypoints.get('main').chunks]) {
    chunks.delete(chunk);
    for (const file of chunk.files) before.add(file);
  }
  return { chunks, files: [...files].filter((file) => !before.has(file)).sort() };
}

const lazyModuleFiles = (compilation, resourcePattern) => lazyModule(compilation, resourcePattern).files;

/**
 * How deep each chunk sits in the graph of shared modules: 0 when it consumes none, else one more
 * than the deepest chunk providing what it consumes. Chunks at one depth never consume from one
 * another, so merging them cannot make a chunk wait for itself (a chunk's load waits for the
 * providers of what it consumes: a provider inside it would never arrive).
 */
function consumeDepths(compilation, chunks) {
  const { chunkGraph } = compilation;
  const loadedFor = sharedProviders(compilation);
  const depth = new Map();
  const depthOf = (chunk, path = new Set()) => {
    if (depth.has(chunk)) return depth.get(chunk);
    if (path.has(chunk)) throw new Error(`${NAME}: shared modules consume one another in a cycle (chunk ${chunk.debugId})`);
    path.add(chunk);
    let d = 0;
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      for (const block of loadedFor(module).blocks) {
        const group = chunkGraph.getBlockChunkGroup(block);
        for (const provider of group?.chunks ?? []) if (provider !== chunk) d = Math.max(d, depthOf(provider, path) + 1);
      }
    }
    path.delete(chunk);
    depth.set(chunk, d);
    return d;
  };
  for (const chunk of chunks) depthOf(chunk);
  return depth;
}

/**
 * A splitChunks cache group (and the plugin that feeds it) that merges the first load into a few
 * chunks, and the signed-in console into a few more. Webpack gives every shared module and import()
 * a chunk of its own: the login page fetched 20 files and the console 9 more. Over HTTP/1.1 a
 * browser opens six connections to an origin and each file costs one more round trip on one of
 * them, so on a slow phone network the files queued. Merged by depth (consumeDepths),
 * the same bytes come in one file per depth.
 * A public page loaded without the console (`publicModule`: /globaldashboard for a
 * visitor) gets groups of its own, taken before the console's: what both need (the query layer)
 * then comes in a file the console loads too, not in the console's file beside Chakra.
 * @param {RegExp} consoleModule the signed-in console's module (one of FirstLoadPreloadPlugin's `lazy`)
 * @param {RegExp} [publicModule] a public page's module, loaded without the console
 */
function loadChunkGroups(consoleModule, publicModule) {
  // Each module of the first load and of the signed-in console, with the chunk it goes to: taken
  // from webpack's first split (one chunk per shared module and per import()), once per build.
  let groupOf = new Map();
  let grouped = null;
  return {
    plugin: {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap(`${NAME}/groups`, (compilation) => {
          // Before SplitChunksPlugin (stage 10); optimizeChunks repeats, the first split is the one read.
          compilation.hooks.optimizeChunks.tap({ name: `${NAME}/groups`, stage: -10 }, () => {
            if (grouped === compilation) return;
            grouped = compilation;
            const first = firstLoad(compilation);
            const sets = [
              ['first-load', first.chunks],
              ...(publicModule ? [['public', lazyModule(compilation, publicModule, first).chunks]] : []),
              ['console', lazyModule(compilation, consoleModule, first).chunks],
            ];
            const depths = consumeDepths(
              compilation,
              sets.flatMap(([, chunks]) => [...chunks]),
            );
            const groups = new Map();
            for (const [name, chunks] of sets) {
              for (const chunk of chunks) {
                for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                  // A module in several of these chunks goes with the shallowest (what needs it loads that one too).
                  const at = groups.get(module);
                  if (!at || (at.name === name && depths.get(chunk) < at.depth)) groups.set(module, { name, depth: depths.get(chunk) });
                }
              }
            }
            groupOf = new Map([...groups].map(([module, { name, depth }]) => [module, `${name}-${depth}`]));
          });
        });
      },
    },
    cacheGroups: {
      load: { test: (module) => groupOf.has(module), name: (module) => groupOf.get(module), chunks: 'async', enforce: true, priority: 20 },
    },
  };
}

/**
 * Options: `lazy` ([{ module, when }]) preloads a lazily loaded module's chunks from the page itself
 * when its `when` expression (run in the page, before any script) is true: a signed-in visit needs
 * the console at once, a visitor's public page its own chunks, and the entry would only ask for
 * them after running.
 */
class FirstLoadPreloadPlugin {
  constructor(options = {}) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const entryFiles = new Set(compilation.entrypoints.get('main').chunks.flatMap((chunk) => [...chunk.files]));
        // The entry first, then what it loads, all at the low priority of a deferred script: a script
        // preload is otherwise high and asked for before the entry, though nothing runs before it;
        // and none of them is needed for the first paint (the page's own 'Loading...'), which a
        // high-priority script would be counted as delaying (Lighthouse's FCP).
        const entryScripts = data.headTags.filter((tag) => tag.tagName === 'script' && entryFiles.has(String(tag.attributes.src).replace(publicPath, '')));
        const links = firstLoadFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${publicPath}${file}` }),
        );
        const tags = [...entryScripts, ...links];
        for (const { module, when } of this.options.lazy ?? []) {
          const hrefs = lazyModuleFiles(compilation, module).map((file) => `${publicPath}${file}`);
          const code = `try{if(${when})${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='script';l.fetchPriority='low';l.href=h;document.head.appendChild(l)})}catch(e){}`;
          tags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, code));
        }
        data.headTags = [...tags, ...data.headTags.filter((tag) => !entryScripts.includes(tag))];
        return data;
      });
    });
  }
}

module.exports = { FirstLoadPreloadPlugin, firstLoadFiles, lazyModuleFiles, loadChunkGroups };
