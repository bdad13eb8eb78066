import type { RemoteTexts } from '@haulstop/shared/i18n';

// Webpack's runtime public path: where this remote was served from (publicPath 'auto'); absent under jest.
declare const __webpack_public_path__: string | undefined;

/** This remote's page texts: locales/<lang>.json, emitted under i18n/ by its build and loaded by its pages. */
export const TEXTS: RemoteTexts = { area: 'admin', baseUrl: typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/' };
