import { describe, expect, it } from 'vitest';
import { resources, type Namespace } from './resources';

/** Flattens nested texts into `a.b.c -> text`. */
function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (tree === null || typeof tree !== 'object') return out;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const RUSSIAN_FORMS = ['one', 'few', 'many', 'other'];

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const namespaces = Object.keys(resources.en) as Namespace[];

describe.each(namespaces)('translations: %s', (namespace) => {
  const en = flatten(resources.en[namespace]);
  const ru = flatten(resources.ru[namespace]);

  /*
   * Identical key sets, plural forms included: English files carry the few/many forms too
   * (English never uses them) so a plain key comparison, here and in any tooling, sees
   * both languages in step.
   */
  it('has the same keys in English and Russian', () => {
    expect([...ru.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('has no empty texts', () => {
    for (const [key, text] of [...en, ...ru]) expect(text.trim(), key).not.toBe('');
  });

  it('uses the same placeholders in both languages', () => {
    for (const [key, text] of en) {
      const twin = ru.get(key);
      if (twin !== undefined) expect(placeholders(twin), key).toEqual(placeholders(text));
    }
  });

  it('gives every Russian plural the one/few/many/other forms', () => {
    const groups = new Set([...ru.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
    for (const group of groups) {
      for (const form of RUSSIAN_FORMS) expect(ru.has(`${group}_${form}`), `${group}_${form}`).toBe(true);
    }
  });
});
