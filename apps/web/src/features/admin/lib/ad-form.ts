import type { Messages } from '@/lib/i18n/messages';
/** What the ad form holds, as typed. */
export interface AdFormValues {
  name: string;
  url: string;
  source: string;
  hasFile: boolean;
  weight: string;
  activeFrom: string;
  activeUntil: string;
}

export type AdFormErrors = Partial<Record<'name' | 'url' | 'source' | 'weight' | 'activeUntil', string>>;

const TARGET = /^(https?:\/\/|\/)\S*$/;

/**
 * The same rules as the server's AdminAdBodySchema (the web bundle takes no zod), checked before sending so
 * staff see each problem next to its field; the server still checks everything. A new ad needs a creative.
 */
export function checkAdForm(
  values: AdFormValues,
  isNew: boolean,
  texts: Messages['admin']['ads']['errors'],
): AdFormErrors {
  const errors: AdFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = texts.nameRequired;
  else if (name.length > 100) errors.name = texts.nameTooLong;
  if (!TARGET.test(values.url.trim())) errors.url = texts.url;
  const source = values.source.trim();
  if (source && !TARGET.test(source)) {
    errors.source = texts.source;
  } else if (isNew && !source && !values.hasFile) {
    errors.source = texts.creativeNeeded;
  }
  const weight = Number(values.weight);
  if (!/^\d+$/.test(values.weight.trim()) || weight < 1 || weight > 100) errors.weight = texts.weight;
  if (values.activeFrom && values.activeUntil && values.activeFrom >= values.activeUntil) {
    errors.activeUntil = texts.endAfterStart;
  }
  return errors;
}
