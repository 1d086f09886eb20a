import type { SearchResult } from '@starlane/contract';

export type SearchResultType = SearchResult['type'];

/** The dropdown's groups, in display order, with their headings. */
export const SEARCH_GROUPS: readonly { type: SearchResultType; heading: string }[] = [
  { type: 'actor', heading: 'Stars' },
  { type: 'video', heading: 'Videos' },
  { type: 'category', heading: 'Categories' },
];

export interface SearchGroup {
  type: SearchResultType;
  heading: string;
  /** Each result with its position in `flat`, the order the arrow keys walk. */
  items: { result: SearchResult; index: number }[];
}

export interface GroupedResults {
  groups: SearchGroup[];
  /** Every result in display order (group by group, best first within a group). */
  flat: SearchResult[];
}

/** Splits the server's best-first list into the non-empty groups Stars, Videos and Categories. */
export function groupResults(results: readonly SearchResult[]): GroupedResults {
  const flat: SearchResult[] = [];
  const groups: SearchGroup[] = [];
  for (const { type, heading } of SEARCH_GROUPS) {
    const ofType = results.filter((result) => result.type === type);
    if (ofType.length === 0) continue;
    groups.push({
      type,
      heading,
      items: ofType.map((result) => {
        flat.push(result);
        return { result, index: flat.length - 1 };
      }),
    });
  }
  return { groups, flat };
}

/** A stable identity for a result across refetches (ids are only unique within a type). */
export const resultKey = (result: SearchResult): string => `${result.type}:${result.id}`;
