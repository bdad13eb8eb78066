export { i18n, initI18n, changeLanguage, loadLanguage, translate, resetI18nForTests, LANGUAGE_LABEL_KEYS, type InitI18nOptions } from './i18n';
