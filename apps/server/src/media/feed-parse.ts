import { z } from 'zod';

/* Partner feeds (JSON or CSV) read into rows, each checked on its own so one bad row never stops the rest. */

/** The columns a feed may carry besides `wmcExternalId`. */
export type FeedField =
  | 'title'
  | 'description'
  | 'titleEs'
  | 'descriptionEs'
  | 'duration'
  | 'thumbnailUrl'
  | 'videoUrl'
  | 'embedUrl'
  | 'categories'
  | 'stars'
  | 'publishedDate';

export interface FeedRow {
  wmcExternalId: string;
  /**
   * The columns the row carries (a CSV's header, a JSON item's keys). An import changes only these on a
   * video it has already: a CSV without a `description` column leaves every description as it was.
   */
  present: ReadonlySet<FeedField>;
  title: string;
  description: string;
  /** Spanish title and description (columns `title_es`, `description_es`); empty removes them. */
  titleEs: string;
  descriptionEs: string;
  /** Seconds. */
  duration: number;
  thumbnailUrl: string | undefined;
  /** The video file's URL (MP4, or an HLS playlist ending in .m3u8); empty when the row names an embed. */
  videoUrl: string;
  /** The partner's embed player, shown in an iframe; empty when the row names a file. */
  embedUrl: string;
  categories: string[];
  stars: string[];
  publishedDate: string | undefined;
}

export interface FeedEntry {
  /** The line in a CSV file (the header is line 1), the item's position in a JSON array (from 1). */
  line: number;
  row?: FeedRow;
  problem?: string;
}

/** Keys compared without case, spaces, dashes or underscores, with the spellings partners use. */
const ALIASES: Record<string, keyof RawRow> = {
  wmcexternalid: 'wmcExternalId',
  externalid: 'wmcExternalId',
  id: 'wmcExternalId',
  title: 'title',
  description: 'description',
  titlees: 'titleEs',
  descriptiones: 'descriptionEs',
  duration: 'duration',
  length: 'duration',
  thumbnail: 'thumbnailUrl',
  thumbnailurl: 'thumbnailUrl',
  thumb: 'thumbnailUrl',
  videourl: 'videoUrl',
  video: 'videoUrl',
  embedurl: 'embedUrl',
  embed: 'embedUrl',
  categories: 'categories',
  category: 'categories',
  stars: 'stars',
  actors: 'stars',
  publisheddate: 'publishedDate',
  published: 'publishedDate',
  date: 'publishedDate',
};

interface RawRow {
  wmcExternalId?: unknown;
  title?: unknown;
  description?: unknown;
  titleEs?: unknown;
  descriptionEs?: unknown;
  duration?: unknown;
  thumbnailUrl?: unknown;
  videoUrl?: unknown;
  embedUrl?: unknown;
  categories?: unknown;
  stars?: unknown;
  publishedDate?: unknown;
}

const text = (max: number, what: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: `${what} must be text` })
      .trim()
      .max(max, `${what} has at most ${max} characters`),
  );

const httpUrl = (what: string) =>
  text(2000, what).refine((v) => v === '' || (/^https?:\/\//i.test(v) && URL.canParse(v)), {
    message: `${what} must be an http(s) URL`,
  });

/** 95, "95", "1:35" or "0:01:35": seconds. */
function toSeconds(value: unknown): unknown {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return value;
  const v = value.trim();
  if (/^\d+(\.\d+)?$/.test(v)) return Number(v);
  if (/^\d+(:[0-5]\d){1,2}$/.test(v)) return v.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  return NaN;
}

const list = z.preprocess(
  (v) =>
    (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(/[|;,]/) : [])
      .map((s) => s.trim())
      .filter(Boolean),
  z.array(z.string().max(100, 'a category or star name has at most 100 characters')).max(50),
);

const RowSchema = z.object({
  wmcExternalId: text(100, 'wmcExternalId').refine((v) => v !== '', 'wmcExternalId is required'),
  title: text(200, 'title').refine((v) => v !== '', 'title is required'),
  description: text(5000, 'description'),
  titleEs: text(200, 'title_es'),
  descriptionEs: text(5000, 'description_es'),
  duration: z.preprocess(
    toSeconds,
    z
      .number({ error: 'duration must be seconds or h:mm:ss' })
      .refine(Number.isFinite, 'duration must be seconds or h:mm:ss')
      .min(0, 'duration must not be negative')
      .max(86_400, 'duration must be under a day')
      .transform(Math.round),
  ),
  thumbnailUrl: httpUrl('thumbnail URL'),
  videoUrl: httpUrl('video URL'),
  embedUrl: httpUrl('embed URL'),
  categories: list,
  stars: list,
  publishedDate: text(40, 'published date').refine((v) => v === '' || !Number.isNaN(Date.parse(v)), {
    message: 'published date must be a date such as 2024-05-01',
  }),
});

const FIELDS = Object.keys(RowSchema.shape).filter((key) => key !== 'wmcExternalId') as FeedField[];

function normaliseKeys(item: Record<string, unknown>): RawRow {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    const canonical = ALIASES[key.toLowerCase().replace(/[\s_-]/g, '')];
    if (canonical) row[canonical] = value;
  }
  return row;
}

function checkRow(line: number, item: unknown): FeedEntry {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return { line, problem: 'not an object with the feed fields' };
  }
  const raw = normaliseKeys(item as Record<string, unknown>);
  // Only the columns the row carries are checked; an absent one is left to the video as it is.
  const present = new Set(FIELDS.filter((field) => field in raw));
  const mask: Partial<Record<keyof typeof RowSchema.shape, true>> = { wmcExternalId: true };
  for (const field of present) mask[field] = true;
  const parsed = RowSchema.pick(mask).safeParse(raw);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  const r = (parsed.success ? parsed.data : {}) as Partial<z.output<typeof RowSchema>>;
  if (parsed.success && (present.has('videoUrl') || present.has('embedUrl')) && !r.videoUrl && !r.embedUrl) {
    problems.push('a video URL or an embed URL is required');
  }
  if (problems.length > 0) return { line, problem: [...new Set(problems)].join('; ') };
  return {
    line,
    row: {
      wmcExternalId: r.wmcExternalId ?? '',
      present,
      title: r.title ?? '',
      description: r.description ?? '',
      titleEs: r.titleEs ?? '',
      descriptionEs: r.descriptionEs ?? '',
      duration: r.duration ?? 0,
      thumbnailUrl: r.thumbnailUrl || undefined,
      videoUrl: r.videoUrl ?? '',
      embedUrl: r.embedUrl ?? '',
      categories: r.categories ?? [],
      stars: r.stars ?? [],
      publishedDate: r.publishedDate ? new Date(r.publishedDate).toISOString() : undefined,
    },
  };
}

/** CSV (RFC 4180: quoted fields may hold commas, quotes and line breaks): records with their first line. */
export function parseCsv(source: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let touched = false;
  const text = source.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"') {
      quoted = true;
      touched = true;
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
      touched = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      if (touched || cell !== '') records.push({ line: recordLine, cells: [...cells, cell] });
      cells = [];
      cell = '';
      touched = false;
      line++;
      recordLine = line;
    } else {
      cell += ch;
    }
  }
  if (touched || cell !== '') records.push({ line: recordLine, cells: [...cells, cell] });
  return records;
}

/** Reads a feed: a JSON array (or `{ "items": [...] }`) or a CSV with a header line. */
export function parseFeed(source: string, format: 'json' | 'csv'): FeedEntry[] | { problem: string } {
  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(source);
    } catch (error) {
      return { problem: `not valid JSON (${error instanceof Error ? error.message : String(error)})` };
    }
    const items = Array.isArray(data) ? data : (data as { items?: unknown } | null)?.items;
    if (!Array.isArray(items)) return { problem: 'a JSON feed is an array of rows, or { "items": [...] }' };
    return items.map((item, i) => checkRow(i + 1, item));
  }
  const [header, ...records] = parseCsv(source);
  if (!header) return { problem: 'the CSV feed is empty' };
  const keys = header.cells.map((c) => c.trim());
  return records.map((record) => {
    if (record.cells.length !== keys.length) {
      return {
        line: record.line,
        problem: `has ${record.cells.length} fields where the header has ${keys.length}`,
      };
    }
    return checkRow(record.line, Object.fromEntries(keys.map((key, i) => [key, record.cells[i]])));
  });
}
