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
import { PICTURE_BODY_LIMIT, failures, type AdminApp } from './admin-routing.js';
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
    picture: (
      member: Parameters<typeof taxa.createCategory>[0],
      id: number,
      picture: string,
    ) => Promise<z.infer<typeof AdminDoneSchema>>;
    merge: (
      member: Parameters<typeof taxa.createCategory>[0],
      id: number,
      intoId: number,
    ) => Promise<z.infer<typeof AdminDoneSchema>>;
    remove: (
      member: Parameters<typeof taxa.createCategory>[0],
      id: number,
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
    app.post(
      `/${spec.path}/:id/update`,
      {
        schema: {
          tags: t,
          summary: 'Renames one',
          params: AdminIdParamsSchema,
          body: spec.body,
          response: { 200: AdminDoneSchema, ...failures },
        },
      },
      async ({ member, params, body }) => spec.rename(member, params.id, body as z.infer<Body>),
    );
    app.post(
      `/${spec.path}/:id/picture`,
      {
        bodyLimit: PICTURE_BODY_LIMIT,
        schema: {
          tags: t,
          summary: 'Replaces the picture (resized on the server)',
          params: AdminIdParamsSchema,
          body: PictureBodySchema,
          response: { 200: AdminDoneSchema, ...failures },
        },
      },
      async ({ member, params, body }) => spec.picture(member, params.id, body.picture),
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
    app.post(
      `/${spec.path}/:id/merge`,
      {
        schema: {
          tags: t,
          summary:
            'Merges this one into another: its videos, followers and wizard picks move, it goes (undone from the audit log)',
          params: AdminIdParamsSchema,
          body: AdminMergeBodySchema,
          response: { 200: AdminDoneSchema, ...failures },
        },
      },
      async ({ member, params, body }) => spec.merge(member, params.id, body.intoId),
    );
    app.post(
      `/${spec.path}/:id/delete`,
      {
        schema: {
          tags: t,
          summary: 'Deletes one that has no videos (409 otherwise; undone from the audit log)',
          params: AdminIdParamsSchema,
          response: { 200: AdminDoneSchema, ...failures },
        },
      },
      async ({ member, params }) => spec.remove(member, params.id),
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
    picture: (member, id, picture) => taxa.setStarPicture(member, id, picture),
    merge: (member, id, intoId) => taxa.mergeStar(member, id, intoId),
    remove: (member, id) => taxa.deleteStar(member, id),
  });
  taxonRoutes({
    path: 'categories',
    kind: 'categories',
    tag: 'admin: categories',
    item: AdminCategorySchema,
    body: AdminCategoryBodySchema,
    list: (member, query) => taxa.listCategories(member, query, query),
    create: (member, body) => taxa.createCategory(member, body.name),
    rename: (member, id, body) => taxa.renameCategory(member, id, body.name),
    picture: (member, id, picture) => taxa.setCategoryPicture(member, id, picture),
    merge: (member, id, intoId) => taxa.mergeCategory(member, id, intoId),
    remove: (member, id) => taxa.deleteCategory(member, id),
  });
}
