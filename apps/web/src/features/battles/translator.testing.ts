import i18next, { type TFunction } from 'i18next';
import { DEFAULT_NAMESPACE, resources } from '../../i18n/resources';

/** The battles texts of one language, with the app's own resources and settings, for unit tests. */
export function battlesT(language: 'en' | 'ru'): TFunction<'battles'> {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: 'en',
    defaultNS: DEFAULT_NAMESPACE,
    ns: Object.keys(resources.en),
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance.getFixedT(language, 'battles');
}
