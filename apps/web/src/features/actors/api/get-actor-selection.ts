import { callApiValues } from '@/lib/api-client';
import { apiRoutes } from '@starlane/contract';
import { ACTOR_SELECTION_DEFAULT_AMOUNT } from '@/config/constants';
import { definePageQuery } from '@/lib/define-query';

/** GET /api/actor/getSelection?amount: `amount` random stars. */
export const getActorSelection = (amount: number = ACTOR_SELECTION_DEFAULT_AMOUNT, signal?: AbortSignal) =>
  callApiValues(apiRoutes.actors.selection, { query: { amount }, signal });

/** A random pick is drawn once per visit of the page (no refetch behind the visitor's back). */
const actorSelection = definePageQuery('actors/selection', getActorSelection, {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
});
export const { options: getActorSelectionQueryOptions, use: useActorSelection } = actorSelection;
