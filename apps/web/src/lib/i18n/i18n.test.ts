import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';

/**
 * Texts that are the same in both languages on purpose, each with the reason: names, numbers and legal
 * references that are not translated. Anything else equal to the English is a text left untranslated.
 */
const SAME_IN_BOTH = new Map([
  ['labels.versionLabel', 'the spec names the version label, a version number'],
  ['layout.footerDmca', 'DMCA is the name of a United States law'],
  ['layout.footer2257', 'a section number of the United States Code'],
  ['head.static.dmca.0', 'DMCA is the name of a United States law'],
  ['head.static.records2257.0', 'a citation of the United States Code'],
  ['admin.sections.dmca', 'DMCA is the name of a United States law'],
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
    expect(all.length).toBeGreaterThan(450);
  });

  it('has no empty Spanish text', () => {
    expect(all.filter((leaf) => leaf.es.trim() === '').map((leaf) => leaf.key)).toEqual([]);
  });

  it('has no Spanish text left in English', () => {
    const untranslated = all.filter((leaf) => leaf.en === leaf.es && !SAME_IN_BOTH.has(leaf.key));
    expect(untranslated.map((leaf) => leaf.key)).toEqual([]);
  });

  it('allows a text equal to the English only with a reason, and only while it is equal', () => {
    const byKey = new Map(all.map((leaf) => [leaf.key, leaf]));
    for (const [key, reason] of SAME_IN_BOTH) {
      expect(reason.trim().length, key).toBeGreaterThan(10);
      const leaf = byKey.get(key);
      expect(leaf, `${key} is allow-listed but no longer exists`).toBeDefined();
      expect(leaf?.es, `${key} is allow-listed but now differs from the English`).toBe(leaf?.en);
    }
  });

  it('finds a text left in English when there is one', () => {
    const broken = { ...es, share: { ...es.share, copied: en.share.copied } };
    const found = leaves(en, broken).filter((leaf) => leaf.en === leaf.es && !SAME_IN_BOTH.has(leaf.key));
    expect(found.map((leaf) => leaf.key)).toEqual(['share.copied']);
  });

  it('keeps the placeholders of every text', () => {
    const missing = all.filter((leaf) => (leaf.en.match(/«\d»/g) ?? []).some((p) => !leaf.es.includes(p)));
    expect(missing.map((leaf) => leaf.key)).toEqual([]);
  });
});
