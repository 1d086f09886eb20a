import { describe, expect, it } from 'vitest';
import { parseCsv, parseFeed } from './feed-parse.js';

describe('partner feeds', () => {
  it('reads CSV with quoted commas, quotes and line breaks, numbering records by their first line', () => {
    const csv = 'a,b\n1,"x, ""y"""\n2,"multi\nline"\n\n3,z\n';
    expect(parseCsv(csv)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', 'x, "y"'] },
      { line: 3, cells: ['2', 'multi\nline'] },
      { line: 6, cells: ['3', 'z'] },
    ]);
  });

  it('checks each row on its own and says what is wrong with it', () => {
    const csv = [
      'wmcExternalId,title,duration,thumbnail_url,video_url,embed_url,categories,stars,published_date',
      'partner-000001,Good one,1:35,https://img.example/1.jpg,https://cdn.example/1.mp4,,Retro|Neon,Ann Lee,2024-05-01',
      ',No id,10,,https://cdn.example/2.mp4,,,,',
      'partner-000003,Bad time,soon,,https://cdn.example/3.mp4,,,,',
      'partner-000004,No video,10,,,,,,',
      'partner-000005,Bad url,10,ftp://x,https://cdn.example/5.mp4,,,,',
      'partner-000006,Embed only,0:00:42,,,https://partner.example/embed/6,,,not a date',
      'partner-000007,short',
    ].join('\n');
    const entries = parseFeed(csv, 'csv');
    if ('problem' in entries) throw new Error(entries.problem);
    expect(entries[0]).toEqual({
      line: 2,
      row: {
        wmcExternalId: 'partner-000001',
        // No description column: the import leaves descriptions alone.
        present: new Set([
          'title',
          'duration',
          'thumbnailUrl',
          'videoUrl',
          'embedUrl',
          'categories',
          'stars',
          'publishedDate',
        ]),
        title: 'Good one',
        description: '',
        titleEs: '',
        descriptionEs: '',
        duration: 95,
        thumbnailUrl: 'https://img.example/1.jpg',
        videoUrl: 'https://cdn.example/1.mp4',
        embedUrl: '',
        categories: ['Retro', 'Neon'],
        stars: ['Ann Lee'],
        publishedDate: '2024-05-01T00:00:00.000Z',
      },
    });
    expect(entries.slice(1).map((e) => [e.line, e.problem])).toEqual([
      [3, 'wmcExternalId is required'],
      [4, 'duration must be seconds or h:mm:ss'],
      [5, 'a video URL or an embed URL is required'],
      [6, 'thumbnail URL must be an http(s) URL'],
      [7, 'published date must be a date such as 2024-05-01'],
      [8, 'has 2 fields where the header has 9'],
    ]);
  });

  it('reads a JSON array or { items }, and refuses what is neither', () => {
    const item = { id: 'p-1', Title: 'T', duration: 5, embedUrl: 'https://p.example/e/1', categories: ['A'] };
    const fromArray = parseFeed(JSON.stringify([item, 'nonsense']), 'json');
    expect(fromArray).toMatchObject([
      {
        line: 1,
        row: { wmcExternalId: 'p-1', videoUrl: '', embedUrl: 'https://p.example/e/1', categories: ['A'] },
      },
      { line: 2, problem: 'not an object with the feed fields' },
    ]);
    expect(parseFeed(JSON.stringify({ items: [item] }), 'json')).toHaveLength(1);
    expect(parseFeed('{"rows": 1}', 'json')).toEqual({
      problem: 'a JSON feed is an array of rows, or { "items": [...] }',
    });
    expect(parseFeed('[1,', 'json')).toMatchObject({ problem: expect.stringMatching(/^not valid JSON/) });
  });

  it('checks only the columns a row carries, and says which it carries', () => {
    const entries = parseFeed(
      JSON.stringify([
        { id: 'p-2', description: 'New words' },
        { id: 'p-3', duration: 'soon' },
        { id: 'p-4', videoUrl: '', embedUrl: '' },
      ]),
      'json',
    );
    if ('problem' in entries) throw new Error(entries.problem);
    expect(entries[0]!.row).toMatchObject({ wmcExternalId: 'p-2', description: 'New words', title: '' });
    expect([...entries[0]!.row!.present]).toEqual(['description']);
    expect(entries.slice(1).map((e) => e.problem)).toEqual([
      'duration must be seconds or h:mm:ss',
      'a video URL or an embed URL is required',
    ]);
  });
});
