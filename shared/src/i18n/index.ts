export {
  i18n,
  initI18n,
  changeLanguage,
  loadLanguage,
  translate,
  resetI18nForTests,
  LANGUAGE_LABEL_KEYS,
  loadRemoteTexts,
  preloadRemoteTexts,
  useRemoteTexts,
  type InitI18nOptions,
  type RemoteTexts,
} from './i18n';
export { catalogueKey, catalogueLabel, useCatalogueLabel, type CatalogueLabelKind } from './catalogue-label';
