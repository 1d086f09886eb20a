import { describe, expect, it } from 'vitest';
import { MAX_VTT_BYTES, checkVtt, vttSeconds } from './vtt.js';

const file = (...lines: string[]) => lines.join('\n');

describe('WebVTT caption files', () => {
  it('accepts a file with cues, identifiers, settings, notes, styles and CRLF line ends', () => {
    const good = file(
      '\uFEFFWEBVTT - demo captions',
      'Kind: captions',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'NOTE made by hand',
      '',
      'intro',
      '00:00.500 --> 00:02.000 line:90%',
      'The harbour at dusk.',
      '',
      '00:00:02.000 --> 00:00:04.250',
      '<i>Boats</i> come home.',
      'Two lines.',
      '',
    );
    expect(checkVtt(good)).toEqual({ ok: true, cues: 2 });
    expect(checkVtt(good.replace(/\n/g, '\r\n'))).toEqual({ ok: true, cues: 2 });
  });

  it('reads timestamps with and without hours', () => {
    expect(vttSeconds('01:02.345')).toBe(62.345);
    expect(vttSeconds('1:00:00.000')).toBeUndefined();
    expect(vttSeconds('01:00:00.000')).toBe(3600);
    expect(vttSeconds('00:60.000')).toBeUndefined();
    expect(vttSeconds('00:01,000')).toBeUndefined();
  });

  it.each([
    ['no signature', file('1', '00:01.000 --> 00:02.000', 'Hi'), 1, 'starts with the line WEBVTT'],
    ['a signature run on', file('WEBVTTX', '', '00:01.000 --> 00:02.000', 'Hi'), 1, 'WEBVTT'],
    ['an SRT comma', file('WEBVTT', '', '1', '00:00:01,000 --> 00:00:02,000', 'Hi'), 4, '"00:00:01,000"'],
    ['end before start', file('WEBVTT', '', '00:05.000 --> 00:02.000', 'Hi'), 3, 'ends before it starts'],
    [
      'cues out of order',
      file('WEBVTT', '', '00:05.000 --> 00:06.000', 'A', '', '00:01.000 --> 00:02.000', 'B'),
      6,
      'starts before the cue above it',
    ],
    ['an identifier with no timing', file('WEBVTT', '', 'only an id', '', ''), 3, 'expected a cue timing'],
    [
      'a missing blank line',
      file('WEBVTT', '', '00:01.000 --> 00:02.000', 'A', '00:02.000 --> 00:03.000', 'B'),
      5,
      'is a blank line missing?',
    ],
    ['a bad arrow', file('WEBVTT', '', 'x', '00:01.000 -> 00:02.000'), 4, 'expected a cue timing'],
    ['no cues', file('WEBVTT', '', 'NOTE nothing here'), 3, 'has no cues'],
    ['a NUL', file('WEBVTT', '', '00:01.000 --> 00:02.000', 'A\0'), 4, 'NUL'],
  ])('refuses %s, naming the line at fault', (_name, source, line, problem) => {
    const check = checkVtt(source);
    expect(check).toMatchObject({ ok: false, line });
    expect(check.ok ? '' : check.problem).toContain(problem);
  });

  it('refuses a file over the size limit', () => {
    const huge = `WEBVTT\n\n00:01.000 --> 00:02.000\n${'a'.repeat(MAX_VTT_BYTES)}`;
    expect(checkVtt(huge)).toMatchObject({ ok: false, line: 1 });
  });
});
