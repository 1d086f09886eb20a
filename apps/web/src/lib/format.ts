import { COMMENT_DATE_FORMAT, COMMENT_DATE_LOCALE } from '@/config/constants';

/** Video length in seconds as m:ss, or h:mm:ss from one hour up. */
export function formatDuration(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = safe % 60;
  const ss = String(seconds).padStart(2, '0');
  if (hours > 0) return `${String(hours)}:${String(minutes).padStart(2, '0')}:${ss}`;
  return `${String(minutes)}:${ss}`;
}

const countFormat = new Intl.NumberFormat('en');

/** "1 view", "12,345 views". */
export function formatViews(count: number): string {
  return `${countFormat.format(count)} ${count === 1 ? 'view' : 'views'}`;
}

const WINDOW_WORDS = { today: 'today', week: 'this week', month: 'this month' } as const;
const COUNT_NOUNS = {
  views: ['view', 'views'],
  ratings: ['rating', 'ratings'],
  comments: ['comment', 'comments'],
};

/** A count over a toplist's window: "34 views this week", "1 comment today". */
export function formatWindowCount(
  count: number,
  noun: keyof typeof COUNT_NOUNS,
  window: keyof typeof WINDOW_WORDS,
): string {
  const [one, many] = COUNT_NOUNS[noun];
  return `${countFormat.format(count)} ${count === 1 ? one : many} ${WINDOW_WORDS[window]}`;
}

/** The words of a toplist's window after a figure ("this week"). */
export function windowWords(window: keyof typeof WINDOW_WORDS): string {
  return WINDOW_WORDS[window];
}

/** The average rating with one decimal ("4.2"); "0.0" when nobody rated yet (spec 5: 0 if none). */
export function formatRating(average: number): string {
  return (Number.isFinite(average) ? average : 0).toFixed(1);
}

const commentDate = new Intl.DateTimeFormat(COMMENT_DATE_LOCALE, COMMENT_DATE_FORMAT);

/** A comment's date as spec 9 shows it (Danish locale); an unreadable date is shown as it came. */
export function formatCommentDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : commentDate.format(date);
}
