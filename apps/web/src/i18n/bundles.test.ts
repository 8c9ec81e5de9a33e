import { describe, expect, it } from 'vitest';
import en from './bundle-en';
import ru from './bundle-ru';
import { resources } from './resources';

/**
 * The app loads texts per language from the files on disk (bundle-en/ru.ts); resources.ts
 * types them. A feature whose namespace name is not its folder in camelCase would load under
 * the wrong name: this says so.
 */
describe('language bundles', () => {
  it('hold exactly the namespaces of resources.ts, with the same texts', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(resources.en).sort());
    expect(Object.keys(ru).sort()).toEqual(Object.keys(resources.ru).sort());
    for (const [namespace, texts] of Object.entries(resources.en)) expect(en[namespace]).toEqual(texts);
    for (const [namespace, texts] of Object.entries(resources.ru)) expect(ru[namespace]).toEqual(texts);
  });
});
