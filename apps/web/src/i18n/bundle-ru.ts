import { bundleOf } from './namespaces';

/** Every Russian text, one chunk loaded at start (or on switching) only when needed. */
export default bundleOf(
  import.meta.glob<Record<string, unknown>>(['./ru.json', '../features/*/i18n/ru.json'], { eager: true, import: 'default' }),
);
