/** A language's texts: namespace -> nested keys. */
export type LanguageBundle = Record<string, Record<string, unknown>>;

/**
 * The namespace of a translation file: `../en.json` is `common`, a feature's
 * `../features/battle-history/i18n/en.json` is `battleHistory` (its folder in camelCase, the
 * name it has in resources.ts; a unit test checks the two agree).
 */
export function namespaceOf(file: string): string {
  const feature = /features\/([^/]+)\/i18n\//.exec(file)?.[1];
  if (!feature) return 'common';
  return feature.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

export function bundleOf(files: Record<string, Record<string, unknown>>): LanguageBundle {
  return Object.fromEntries(Object.entries(files).map(([file, texts]) => [namespaceOf(file), texts]));
}
