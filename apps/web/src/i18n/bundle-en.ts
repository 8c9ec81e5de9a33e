import { bundleOf } from './namespaces';

/** Every English text, one chunk loaded at start only when the interface is in English. */
export default bundleOf(
  import.meta.glob<Record<string, unknown>>(['./en.json', '../features/*/i18n/en.json'], { eager: true, import: 'default' }),
);
