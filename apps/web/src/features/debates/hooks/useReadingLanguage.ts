import type { Language } from '@fanclash/protocol';
import { useTranslation } from 'react-i18next';

/** The interface language, in which daily debates are read (a language switch re-fetches them). */
export function useReadingLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'ru' ? 'ru' : 'en';
}
