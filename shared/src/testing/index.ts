// Test-only helpers for host and remotes (jest + jsdom). Never imported by app code, so it is not
// a federated module; the jsdom polyfills are a separate entry, `@haulstop/shared/testing/polyfills`.
export { englishTexts, testI18n } from './texts';
export { TestProviders, providersWith, renderWithProviders, type RenderWithProvidersOptions, type TestProvidersProps } from './render';
export { fakeAdapter, type FakeCall } from './fake-adapter';
export { heavyPackages, staticImportGraph } from './static-imports';
export { appSources, importLists } from './app-sources';
export { REMOTE_NAMES, declaredConsolePages, loadDeclaredConsolePages } from './console-pages';
export { loginOrganization } from './logins';
