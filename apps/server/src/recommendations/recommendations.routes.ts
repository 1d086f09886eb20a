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
import { requireMember } from '../security/session.plugin.js';
import type { RecommendationService } from './recommendations.service.js';

const tags = ['recommendations'];
const AmountQuerySchema = z.object({ amount: AmountSchema.default(RECOMMENDATION_AMOUNT) });

export const recommendationRoutes: FastifyPluginAsyncZod<{ recommendations: RecommendationService }> = async (
  app,
  { recommendations },
) => {
  app.get(
    '/mine',
    {
      schema: {
        tags,
        summary: 'Videos recommended to the signed-in member, each with its reason',
        querystring: AmountQuerySchema,
        response: { 200: valuesOf(RecommendationSchema), 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({
      $values: await recommendations.forMember(requireMember(request), request.query.amount),
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

  app.get(
    '/preferences',
    {
      schema: {
        tags,
        summary: 'The signed-in member’s wizard picks',
        response: { 200: PreferencesSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => recommendations.preferences(requireMember(request)),
  );

  app.post(
    '/preferences',
    {
      schema: {
        tags,
        summary: 'Replaces the signed-in member’s wizard picks',
        body: TastePicksSchema,
        response: { 200: PreferencesSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => recommendations.savePreferences(requireMember(request), request.body),
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
