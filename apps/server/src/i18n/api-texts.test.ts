import { describe, expect, it } from 'vitest';
import { knownTranslation, type ApiText } from './api-language.js';
import { FIXED_ES, NOUNS_ES, PATTERNS_ES, type PatternText } from './api-texts-es.js';

/** One English sample of each pattern, typed, so a pattern type without a sample here does not compile. */
const SAMPLES: Record<string, PatternText> = {
  notFound: 'Playlist entry was not found',
  undo: 'A report.dismiss cannot be undone',
  idInUse: 'Its old id or external id (ext-9) is in use again',
  noticeState: 'This notice is taken down already',
  restorableFrom: 'The videos can be restored from 2026-12-08 (10 days after the counter-notice)',
  mergeSelf: 'A category cannot be merged into itself',
  stillHasVideos: 'This star still has videos: merge it into another star instead',
  range: 'a range covers at most 366 days',
  vtt: 'The caption file is not valid WebVTT: line 3: the cue ends before it starts',
  vttField: 'line 1: a WebVTT file starts with the line WEBVTT',
  holdCountered:
    'DMCA notice #4 holds this video (counter-notice on 2026-11-20): it can be restored from 2026-11-30, in the DMCA queue',
  holdTakenDown:
    'DMCA notice #4 holds this video (taken down on 2026-11-20): it can be restored 10 days after a counter-notice, in the DMCA queue',
  refused: 'clip.mp4 was refused: it is a still picture, not a video',
  unreadable: 'not a media file ffprobe can read (moov atom missing)',
  noStream: 'it has no video stream',
  noDuration: 'it has no duration',
  noSize: 'its video stream has no picture size',
  undecodable: 'its video does not decode (error while decoding MB 0 0)',
  still: 'it is a still picture, not a video',
  takenDown: '3 videos taken down',
  restored: '3 videos restored',
  historyOne: '1 video removed from your history',
  historyMany: '2 videos removed from your history',
  merged: 'Category merged; 4 videos moved',
  deleted: 'Star deleted',
  unknownKeys: 'Unknown query parameters: a, b',
  noRoute: 'No route for GET /api/nothing',
  method: 'PUT is not allowed here; use GET or DELETE',
  noCategory: 'no category 12',
  noStar: 'no star 7',
  passwordShort: 'A password has at least 8 characters',
  passwordLong: 'A password has at most 128 characters',
  userNameLong: 'A username has at most 30 characters',
  emailLong: 'An e-mail address has at most 254 characters',
  rating: 'rating must be a whole number from 1 to 5',
};

/** English words that must not survive in a Spanish text (values in the samples are not among them). */
const ENGLISH =
  /\b(the|was|not|found|cannot|videos?|removed|refused|notice|holds|merged|deleted|unknown|route|allowed|is|of|after|before|days?)\b/i;

describe('the Spanish of the API’s own texts', () => {
  it('has a Spanish text for every fixed English one, none empty and none left in English', () => {
    for (const [english, spanish] of Object.entries(FIXED_ES)) {
      expect(spanish.trim(), english).not.toBe('');
      expect(spanish, english).not.toBe(english);
      expect(knownTranslation(english, 'es')).toBe(spanish);
      expect(knownTranslation(english, 'en')).toBe(english);
    }
  });

  it('translates every pattern, keeping its values and leaving no English word', () => {
    const used = new Set<RegExp>();
    for (const [name, english] of Object.entries(SAMPLES)) {
      const pattern = PATTERNS_ES.find(([p]) => p.test(english))?.[0];
      expect(pattern, name).toBeDefined();
      used.add(pattern!);
      const spanish = knownTranslation(english, 'es');
      expect(spanish, name).toBeDefined();
      expect(spanish, name).not.toMatch(ENGLISH);
      for (const value of english.match(/\d[\d-]*|#\d+|ext-\d|clip\.mp4|\/api\/nothing/g) ?? [])
        expect(spanish, `${name} keeps ${value}`).toContain(value.replace('#', ''));
    }
    // Every pattern has a sample: none is dead or untested.
    expect(PATTERNS_ES.filter(([p]) => !used.has(p)).map(([p]) => p.source)).toEqual([]);
  });

  it('names every 404 with a Spanish noun', () => {
    for (const noun of Object.keys(NOUNS_ES)) {
      const english: ApiText = `${noun as keyof typeof NOUNS_ES} was not found`;
      expect(knownTranslation(english, 'es')).toBe(
        `No se ha encontrado ${NOUNS_ES[noun as keyof typeof NOUNS_ES]}`,
      );
    }
  });

  it('leaves a text no catalogue knows (a value, a code) to the caller', () => {
    expect(knownTranslation('not confirmed', 'es')).toBeUndefined();
    expect(knownTranslation('not confirmed', 'en')).toBe('not confirmed');
  });
});
