// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the alias type must reach every project that compiles this file (host, remotes), not only shared
/// <reference path="./full.d.ts" />
// The console's react-i18next, shared as the 'react-i18next' federation singleton (see
// scripts/webpack-app.cjs). Shared whole it sends <Trans>, its HTML parser, the HOCs and SSR
// helpers the console never uses; this module names what it does use, so webpack drops the rest.
// 'react-i18next/full' is an alias (webpack, jest, types in full.d.ts) for the package's own
// entry, which 'react-i18next' cannot name here without pointing back at this module.
// A name missing here fails host/src/app/thin-modules.test.ts.
export type * from 'react-i18next/full';
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next/full';
