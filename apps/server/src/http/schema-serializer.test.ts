import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VideoDetailSchema, VideoListItemSchema, valuesOf } from '@starlane/contract';
import { schemaSerializer } from './schema-serializer.js';

const item = {
  id: 7,
  wmcExternalId: 'v7',
  title: 'A "quoted" title with ünïcödé and \u2028',
  thumbnail: '/t.svg',
  length: 61,
  viewCount: 3,
  averageRating: 3.75,
  ratingCount: 4,
  commentCount: 0,
};

describe('schemaSerializer', () => {
  it('writes what JSON.stringify writes for a list of videos', () => {
    const data = { $values: [item, { ...item, id: 8, averageRating: 0 }] };
    expect(JSON.parse(schemaSerializer(valuesOf(VideoListItemSchema))(data))).toEqual(data);
  });

  it('keeps nulls, leaves optional fields out when absent and writes them when present', () => {
    const detail = {
      ...item,
      description: 'd',
      videoURL: '/v.mp4',
      hlsURL: null,
      createdDate: '2026-01-01T00:00:00.000Z',
      favouriteCount: 1,
      movieMovieCategories: [{ movieCategory: { id: 1, wmcExternalId: 'c1', name: 'Cat' } }],
      movieActors: [
        {
          movieId: 7,
          actor: { id: 2, wmcExternalId: 'a2', firstName: 'A', lastName: 'B', profilePicture: null },
        },
      ],
    };
    const serialize = schemaSerializer(VideoDetailSchema);
    expect(JSON.parse(serialize(detail))).toEqual(detail);
    const member = { ...detail, myRating: null, isFavourite: true };
    expect(JSON.parse(serialize(member))).toEqual(member);
  });

  it('leaves out a field the contract does not name', () => {
    const out = JSON.parse(schemaSerializer(VideoListItemSchema)({ ...item, password_hash: 'secret' }));
    expect(out).toEqual(item);
  });

  it('falls back to JSON.stringify for a schema JSON Schema cannot express, or none', () => {
    const withDate = z.object({ at: z.date() });
    const at = new Date('2026-01-01T00:00:00.000Z');
    expect(schemaSerializer(withDate)({ at })).toBe(JSON.stringify({ at }));
    expect(schemaSerializer(undefined)({ a: 1 })).toBe('{"a":1}');
  });
});
