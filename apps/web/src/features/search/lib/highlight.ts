/** A piece of a text, and whether it matches the searched words. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** The searched words, as the server splits them: letters and digits, lower-cased. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Splits `text` into parts, marking the start of every word that begins with a searched word (the search
 * matches word prefixes, so that is what matched).
 */
export function highlightParts(text: string, searched: string): TextPart[] {
  const words = searchWords(searched);
  if (words.length === 0) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = found.index;
    const lower = found[0].toLowerCase();
    const length = Math.max(0, ...words.filter((w) => lower.startsWith(w)).map((w) => w.length));
    if (length === 0) continue;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: text.slice(start, start + length), match: true });
    last = start + length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
