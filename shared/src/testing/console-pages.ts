import { join } from 'node:path';
import { menuFromPages, setConsolePages, type ConsolePage, type MenuPage, type RemotePagesFile } from '@haulstop/shared/menu';

const WORKSPACE = join(__dirname, '..', '..', '..');

/** The four remotes, in the order the console lists them. */
export const REMOTE_NAMES = ['reserve', 'finance', 'admin', 'reports'] as const;

/** Every page the remotes declare (remote-<name>/pages.manifest.cjs), as their manifests carry them. */
export function declaredConsolePages(): ConsolePage[] {
  return REMOTE_NAMES.flatMap((remote) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the remotes' pages files are CommonJS, read as their builds read them
    const file = require(join(WORKSPACE, `remote-${remote}`, 'pages.manifest.cjs')) as RemotePagesFile;
    return file.pages.map(({ file: _file, ...page }) => ({ ...page, remote }));
  });
}

/**
 * The console as it is once the four remotes' manifests loaded: sets the pages (the route access
 * check and the lookups read them) and answers the drawer built from them.
 */
export function loadDeclaredConsolePages(): readonly MenuPage[] {
  const pages = declaredConsolePages();
  setConsolePages(pages);
  return menuFromPages(pages);
}
