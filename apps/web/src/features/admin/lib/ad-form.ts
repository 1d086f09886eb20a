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
export function checkAdForm(values: AdFormValues, isNew: boolean): AdFormErrors {
  const errors: AdFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'a name is required';
  else if (name.length > 100) errors.name = 'a name has at most 100 characters';
  if (!TARGET.test(values.url.trim())) errors.url = 'the target is an http(s) URL or a path on this site';
  const source = values.source.trim();
  if (source && !TARGET.test(source)) {
    errors.source = 'the creative is an http(s) picture URL or a path on this site';
  } else if (isNew && !source && !values.hasFile) {
    errors.source = 'An ad needs a creative: upload a picture or give its URL';
  }
  const weight = Number(values.weight);
  if (!/^\d+$/.test(values.weight.trim()) || weight < 1 || weight > 100) errors.weight = 'weight is 1 to 100';
  if (values.activeFrom && values.activeUntil && values.activeFrom >= values.activeUntil) {
    errors.activeUntil = 'the end date comes after the start date';
  }
  return errors;
}
