import 'i18next';
import type { DEFAULT_NAMESPACE, en } from './resources';

// Typed keys: `t('nav.home')` is checked against the English files at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: typeof en;
  }
}
