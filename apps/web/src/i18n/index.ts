import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@fanclash/protocol';
import { readItem, writeItem } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storageKeys';
import { browserLanguageSignals, detectLanguage } from './detectLanguage';
import type { LanguageBundle } from './namespaces';

/**
 * Texts are loaded per language (one chunk each) rather than bundled into the entry: a visitor
 * downloads only the language they read, and the entry stays small as features add texts.
 */
const BUNDLES: Record<Language, () => Promise<{ default: LanguageBundle }>> = {
  en: () => import('./bundle-en'),
  ru: () => import('./bundle-ru'),
};

async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'common')) return;
  const { default: bundle } = await BUNDLES[language]();
  for (const [namespace, texts] of Object.entries(bundle)) i18n.addResourceBundle(language, namespace, texts, true, true);
}

/** The document's `lang` follows the interface language (screen readers, hyphenation, fonts). */
function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/**
 * Sets up i18next with the detected language (spec section 4). Awaited before the first
 * render, so the page never shows keys or flashes another language.
 */
export async function initI18n(): Promise<typeof i18n> {
  const language = detectLanguage(browserLanguageSignals(readItem(STORAGE_KEYS.language)));
  i18n.on('languageChanged', syncDocumentLanguage);
  // Loaded before init: i18next settles `resolvedLanguage` at init among languages it has texts for.
  const { default: bundle } = await BUNDLES[language]();
  await i18n.use(initReactI18next).init({
    resources: { [language]: bundle },
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ru'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    // i18next advertises a hosted service in every reader's console unless told not to.
    showSupportNotice: false,
  });
  syncDocumentLanguage(language);
  return i18n;
}

/** The interface language now in use. */
export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'ru' ? 'ru' : 'en';
}

/** Switches the interface language (its texts loaded first) and saves the choice for detection. */
export function changeLanguage(language: Language): void {
  writeItem(STORAGE_KEYS.language, language);
  void loadLanguage(language).then(() => i18n.changeLanguage(language));
}

export { i18n };
