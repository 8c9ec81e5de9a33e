import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageSchema, type Language } from '@fanclash/protocol';
import { readItem, writeItem } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storageKeys';
import { browserLanguageSignals, detectLanguage } from './detectLanguage';
import { DEFAULT_NAMESPACE, resources } from './resources';

/** The document's `lang` follows the interface language (screen readers, hyphenation, fonts). */
function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** Sets up i18next with the detected language (spec section 4). Resources are bundled: no flash. */
export function initI18n(): typeof i18n {
  const language = detectLanguage(browserLanguageSignals(readItem(STORAGE_KEYS.language)));
  i18n.on('languageChanged', syncDocumentLanguage);
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ru'],
    defaultNS: DEFAULT_NAMESPACE,
    ns: Object.keys(resources.en),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  syncDocumentLanguage(language);
  return i18n;
}

/** The interface language now in use. */
export function currentLanguage(): Language {
  return languageSchema.catch('en').parse(i18n.resolvedLanguage);
}

/** Switches the interface language and saves the choice so detection keeps it next time. */
export function changeLanguage(language: Language): void {
  writeItem(STORAGE_KEYS.language, language);
  void i18n.changeLanguage(language);
}

export { i18n };
