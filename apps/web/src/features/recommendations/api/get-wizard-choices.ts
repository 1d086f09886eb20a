import { apiRoutes } from '@starlane/contract';
import { callApi } from '@/lib/api-client';
import { CATALOGUE_CACHING, definePageQuery } from '@/lib/define-query';

/** GET /api/recommendations/wizard: the categories and stars the wizard offers (rendered on the server). */
export const getWizardChoices = (signal?: AbortSignal) =>
  callApi(apiRoutes.recommendations.wizard, { signal });

export const { options: getWizardChoicesQueryOptions, use: useWizardChoices } = definePageQuery(
  'recommendations/wizard',
  getWizardChoices,
  CATALOGUE_CACHING,
);
