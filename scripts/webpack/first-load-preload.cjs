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
/**
 * The JS files of some chunks and of everything they need before their code can run: for every
 * shared module those chunks consume, the chunks of the module the host *provides* under that name
 * (what the runtime loads: the host is the provider; the consume's own fallback chunk is a copy
 * fetched only when nobody provides), recursively. Ordinary import() calls are not followed.
 */
function chunkClosure(compilation, startChunks) {
  const { chunkGraph } = compilation;
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
  visitChunks(startChunks);
  return { files, visitBlock, loadedFor };
}

/**
 * The files of the chunks the entry loads before any app code runs: the chunk group of the entry's
 * import('./bootstrap') and what it consumes (see chunkClosure), without the entry's own files.
 */
function firstLoadFiles(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  const entry = compilation.entrypoints.get('main');
  const { files, visitBlock, loadedFor } = chunkClosure(compilation, []);
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

/**
 * The files a lazily loaded module (the signed-in console) needs beyond the first load: the chunk
 * groups holding the module, and what they consume.
 */
function lazyModuleFiles(compilation, resourcePattern) {
  // In production the module is usually concatenated into another: the container is what is in chunks.
  const resourceOf = (m) => m.resource ?? m.rootModule?.resource ?? '';
  const module = [...compilation.modules].find((m) => m.type.startsWith('javascript/') && resourcePattern.test(resourceOf(m)) && compilation.chunkGraph.getNumberOfModuleChunks(m) > 0);
  if (!module) throw new Error(`${NAME}: no module matches ${resourcePattern}`);
  const groups = new Set();
  for (const chunk of compilation.chunkGraph.getModuleChunksIterable(module)) for (const group of chunk.groupsIterable) groups.add(group);
  const { files } = chunkClosure(compilation, [...groups].flatMap((group) => group.chunks));
  const first = new Set(firstLoadFiles(compilation));
  for (const chunk of compilation.entrypoints.get('main').chunks) for (const file of chunk.files) first.add(file);
  return [...files].filter((file) => !first.has(file)).sort();
}

/**
 * Options: `signedIn` ({ module, when }) preloads a lazily loaded module's chunks from the page
 * itself when the `when` expression (run in the page, before any script) is true: a signed-in visit
 * needs the console at once, and the entry would only ask for it after running.
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
        // The entry first and at high priority: a deferred script is otherwise requested last, at low
        // priority, behind every preload, though nothing runs before it.
        const entryScripts = data.headTags.filter((tag) => tag.tagName === 'script' && entryFiles.has(String(tag.attributes.src).replace(publicPath, '')));
        for (const tag of entryScripts) tag.attributes.fetchpriority = 'high';
        const links = firstLoadFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        const tags = [...entryScripts, ...links];
        const { signedIn } = this.options;
        if (signedIn) {
          const hrefs = lazyModuleFiles(compilation, signedIn.module).map((file) => `${publicPath}${file}`);
          const code = `try{if(${signedIn.when})${JSON.stringify(hrefs)}.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=h;document.head.appendChild(l)})}catch(e){}`;
          tags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, code));
        }
        data.headTags = [...tags, ...data.headTags.filter((tag) => !entryScripts.includes(tag))];
        return data;
      });
    });
  }
}

module.exports = { FirstLoadPreloadPlugin, firstLoadFiles, lazyModuleFiles };
