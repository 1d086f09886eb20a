import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AmountSchema,
  ErrorBodySchema,
  PreferencesSchema,
  RECOMMENDATION_AMOUNT,
  RecommendationSchema,
  TastePicksSchema,
  VisitorTasteSchema,
  WizardChoicesSchema,
  valuesOf,
} from '@starlane/contract';
import { memberCall } from '../http/member-call.js';
import type { RecommendationService } from './recommendations.service.js';

const tags = ['recommendations'];
const AmountQuerySchema = z.object({ amount: AmountSchema.default(RECOMMENDATION_AMOUNT) });

export const recommendationRoutes: FastifyPluginAsyncZod<{ recommendations: RecommendationService }> = async (
  app,
  { recommendations },
) => {
  memberCall(
    app,
    'GET',
    '/mine',
    {
      tags,
      summary: 'Videos recommended to the signed-in member, each with its reason',
      querystring: AmountQuerySchema,
      answer: valuesOf(RecommendationSchema),
      failures: { 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
    async (member, { query }) => ({
      $values: await recommendations.forMember(member, query.amount),
    }),
  );

  app.post(
    '/visitor',
    {
      schema: {
        tags,
        summary:
          'Videos recommended from what a visitor’s browser keeps: wizard picks and last watched videos',
        querystring: AmountQuerySchema,
        body: VisitorTasteSchema,
        response: { 200: valuesOf(RecommendationSchema), 400: ErrorBodySchema },
      },
    },
    async (request) => ({ $values: await recommendations.forVisitor(request.body, request.query.amount) }),
  );

  memberCall(
    app,
    'GET',
    '/preferences',
    { tags: tags, summary: 'The signed-in member’s wizard picks', answer: PreferencesSchema },
    async (member) => recommendations.preferences(member),
  );

  memberCall(
    app,
    'POST',
    '/preferences',
    {
      tags,
      summary: 'Replaces the signed-in member’s wizard picks',
      body: TastePicksSchema,
      answer: PreferencesSchema,
      failures: { 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
    async (member, { body }) => recommendations.savePreferences(member, body),
  );

  app.get(
    '/wizard',
    {
      schema: {
        tags,
        summary: 'What the wizard offers: categories with pictures and the most watched stars',
        response: { 200: WizardChoicesSchema },
      },
    },
    async () => recommendations.wizardChoices(),
  );
};
