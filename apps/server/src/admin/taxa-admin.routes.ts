import { z } from 'zod';
import {
  AdminCategoryBodySchema,
  AdminCategorySchema,
  AdminDoneSchema,
  AdminIdParamsSchema,
  AdminMergeBodySchema,
  AdminMergePreviewSchema,
  AdminMergeQuerySchema,
  AdminStarBodySchema,
  AdminStarSchema,
  AdminTaxonQuerySchema,
  PictureBodySchema,
  pageOf,
} from '@starlane/contract';
import { PICTURE_BODY_LIMIT, failures, type AdminApp, itemAction } from './admin-routing.js';
import type { TaxaAdminService } from './taxa-admin.service.js';

/** Staff calls on stars and categories, the same for both: listing, create, rename, picture, merge (with its preview) and delete. */
export function taxaAdminRoutes(app: AdminApp, taxa: TaxaAdminService): void {
  const taxonRoutes = <Item extends z.ZodType, Body extends z.ZodType>(spec: {
    path: string;
    kind: 'actors' | 'categories';
    tag: string;
    item: Item;
    body: Body;
    list: (
      member: Parameters<typeof taxa.createCategory>[0],
      query: z.infer<typeof AdminTaxonQuerySchema>,
    ) => Promise<{ $values: z.input<Item>[]; total: number }>;
    create: (
      member: Parameters<typeof taxa.createCategory>[0],
      body: z.infer<Body>,
    ) => Promise<z.infer<typeof AdminDoneSchema> & { id: number }>;
    rename: (
      member: Parameters<typeof taxa.createCategory>[0],
      id: number,
      body: z.infer<Body>,
    ) => Promise<z.infer<typeof AdminDoneSchema>>;
  }) => {
    const t = [spec.tag];
    app.get(
      `/${spec.path}`,
      {
        schema: {
          tags: t,
          summary: `Every ${spec.path.slice(0, -1)}, with its video count`,
          querystring: AdminTaxonQuerySchema,
          response: { 200: pageOf(spec.item), ...failures },
        },
      },
      async ({ member, query }) => spec.list(member, query),
    );
    app.post(
      `/${spec.path}/create`,
      {
        schema: {
          tags: t,
          summary: 'Creates one',
          body: spec.body,
          response: { 200: AdminDoneSchema.extend({ id: z.number().int() }), ...failures },
        },
      },
      async ({ member, body }) => spec.create(member, body as z.infer<Body>),
    );
    itemAction(
      app,
      `/${spec.path}/:id/update`,
      { tags: t, summary: 'Renames one', body: spec.body },
      (member, id, body) => spec.rename(member, id, body),
    );
    itemAction(
      app,
      `/${spec.path}/:id/picture`,
      {
        tags: t,
        summary: 'Replaces the picture (resized on the server)',
        body: PictureBodySchema,
        bodyLimit: PICTURE_BODY_LIMIT,
      },
      (member, id, body) => taxa.setPicture(member, spec.kind, id, body.picture),
    );
    app.get(
      `/${spec.path}/:id/merge-preview`,
      {
        schema: {
          tags: t,
          summary:
            'What a merge into intoId would move (videos, followers, wizard picks) and what the target has already; nothing changes',
          params: AdminIdParamsSchema,
          querystring: AdminMergeQuerySchema,
          response: { 200: AdminMergePreviewSchema, ...failures },
        },
      },
      async ({ member, params, query }) => taxa.mergePreview(member, spec.kind, params.id, query.intoId),
    );
    itemAction(
      app,
      `/${spec.path}/:id/merge`,
      {
        tags: t,
        summary:
          'Merges this one into another: its videos, followers and wizard picks move, it goes (undone from the audit log)',
        body: AdminMergeBodySchema,
      },
      (member, id, body) => taxa.merge(member, spec.kind, id, body.intoId),
    );
    itemAction(
      app,
      `/${spec.path}/:id/delete`,
      { tags: t, summary: 'Deletes one that has no videos (409 otherwise; undone from the audit log)' },
      (member, id) => taxa.remove(member, spec.kind, id),
    );
  };
  taxonRoutes({
    path: 'stars',
    kind: 'actors',
    tag: 'admin: stars',
    item: AdminStarSchema,
    body: AdminStarBodySchema,
    list: (member, query) => taxa.listStars(member, query, query),
    create: (member, body) => taxa.createStar(member, body.firstName, body.lastName),
    rename: (member, id, body) => taxa.renameStar(member, id, body.firstName, body.lastName),
  });
  taxonRoutes({
    path: 'categories',
    kind: 'categories',
    tag: 'admin: categories',
    item: AdminCategorySchema,
    body: AdminCategoryBodySchema,
    list: (member, query) => taxa.listCategories(member, query, query),
    create: (member, body) => taxa.createCategory(member, body.name, body.nameEs),
    rename: (member, id, body) => taxa.renameCategory(member, id, body.name, body.nameEs),
  });
}
