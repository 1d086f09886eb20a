import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';

/**
 * Texts that are the same in both languages on purpose: names, numbers and legal references that are not
 * translated. Anything else equal to the English is a text left untranslated.
 */
const SAME_IN_BOTH = new Set([
  'labels.versionLabel',
  'layout.footerDmca',
  'layout.footer2257',
  'head.static.dmca.0',
  'head.static.records2257.0',
]);

type Leaf = { key: string; en: string; es: string };

/** Every text of both catalogues, functions called with sample arguments, keyed by its path. */
function leaves(english: unknown, spanish: unknown, key = ''): Leaf[] {
  if (typeof english === 'string') return [{ key, en: english, es: String(spanish) }];
  if (typeof english === 'function') {
    const args = Array.from({ length: english.length }, (_, i) => `«${String(i + 1)}»`);
    const call = (fn: unknown) => (typeof fn === 'function' ? String(fn(...args)) : '');
    return [{ key, en: call(english), es: call(spanish) }];
  }
  if (english && typeof english === 'object') {
    const other = (spanish ?? {}) as Record<string, unknown>;
    return Object.entries(english).flatMap(([name, value]) =>
      leaves(value, other[name], key ? `${key}.${name}` : name),
    );
  }
  return [];
}

describe('the message catalogues', () => {
  const all = leaves(en, es);

  it('has many texts to check', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('has no empty Spanish text', () => {
    expect(all.filter((leaf) => leaf.es.trim() === '').map((leaf) => leaf.key)).toEqual([]);
  });

  it('has no Spanish text left in English', () => {
    const untranslated = all.filter((leaf) => leaf.en === leaf.es && !SAME_IN_BOTH.has(leaf.key));
    expect(untranslated.map((leaf) => leaf.key)).toEqual([]);
  });

  it('keeps the placeholders of every text', () => {
    const missing = all.filter((leaf) => (leaf.en.match(/«\d»/g) ?? []).some((p) => !leaf.es.includes(p)));
    expect(missing.map((leaf) => leaf.key)).toEqual([]);
  });
});
