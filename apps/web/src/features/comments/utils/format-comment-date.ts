import { COMMENT_DATE_FORMAT, COMMENT_DATE_LOCALE } from '@/config/constants';

const formatter = new Intl.DateTimeFormat(COMMENT_DATE_LOCALE, COMMENT_DATE_FORMAT);

/** A comment's date as the spec shows it: Danish locale, numeric year, month, day, hour and minute. */
export function formatCommentDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}
