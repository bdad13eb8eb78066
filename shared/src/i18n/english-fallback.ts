import common from '../../locales/en/common.json';
import header from '../../locales/en/header.json';
import host from '../../locales/en/host.json';

/**
 * The English of language.json (the host's areas, merged by scripts/merge-locales.cjs), built into
 * the console for when that file cannot be loaded. Imported only then (i18n.ts, addBundledEnglish):
 * a chunk of its own, not in any page's first load.
 */
export const ENGLISH_AREAS: readonly Record<string, unknown>[] = [common, header, host];
