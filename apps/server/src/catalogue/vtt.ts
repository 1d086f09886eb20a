/**
 * WebVTT caption files as staff attach them (docs/decisions/0074): checked line by line before they are
 * stored, so that a player never gets a file it silently ignores. The rules are the parser's of the WebVTT
 * standard that a browser would otherwise apply by dropping cues: the `WEBVTT` signature, well-formed cue
 * timings with the end after the start, cues in order of their start, and no text where a timing belongs.
 */

/** The largest caption file accepted: a feature film's subtitles are well under it. */
export const MAX_VTT_BYTES = 1024 * 1024;

export type VttCheck = { ok: true; cues: number } | { ok: false; line: number; problem: string };

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

/** Seconds of a WebVTT timestamp (`mm:ss.ttt` or `hh:mm:ss.ttt`), or undefined when it is not one. */
export function vttSeconds(text: string): number | undefined {
  const match = TIMESTAMP.exec(text);
  if (!match) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

const fail = (line: number, problem: string): VttCheck => ({ ok: false, line, problem });

/** Checks a caption file; on a fault, the first line at fault (from 1) and what is wrong with it. */
export function checkVtt(source: string): VttCheck {
  if (Buffer.byteLength(source) > MAX_VTT_BYTES) {
    return fail(1, `the file is larger than ${String(MAX_VTT_BYTES / 1024)} KB`);
  }
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const nul = lines.findIndex((l) => l.includes('\0'));
  if (nul >= 0) return fail(nul + 1, 'the line holds a NUL character');
  if (!/^WEBVTT(?:$|[ \t])/.test(lines[0] ?? '')) {
    return fail(1, 'a WebVTT file starts with the line WEBVTT');
  }
  let i = 1;
  // The header runs to the first blank line; it may not hold a cue timing.
  for (; i < lines.length && lines[i] !== ''; i++) {
    if (lines[i]!.includes('-->'))
      return fail(i + 1, 'a blank line must separate the WEBVTT line from the cues');
  }
  let cues = 0;
  let lastStart = 0;
  while (i < lines.length) {
    if (lines[i] === '') {
      i++;
      continue;
    }
    const blockStart = i;
    const first = lines[i]!;
    if (/^NOTE(?:$|[ \t])/.test(first) || ((first === 'STYLE' || first === 'REGION') && cues === 0)) {
      for (; i < lines.length && lines[i] !== ''; i++) {
        if (lines[i]!.includes('-->')) return fail(i + 1, 'a comment or style block may not hold "-->"');
      }
      continue;
    }
    // A cue: an optional identifier line, then its timing.
    let timingLine = i;
    if (!first.includes('-->')) {
      timingLine = i + 1;
      if (timingLine >= lines.length || lines[timingLine] === '') {
        return fail(blockStart + 1, 'expected a cue timing such as 00:00:01.000 --> 00:00:04.000');
      }
    }
    const timing = lines[timingLine]!;
    const match = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+.*)?$/.exec(timing);
    if (!match) {
      return fail(timingLine + 1, 'expected a cue timing such as 00:00:01.000 --> 00:00:04.000');
    }
    const start = vttSeconds(match[1]!);
    const end = vttSeconds(match[2]!);
    if (start === undefined) return fail(timingLine + 1, `"${match[1]!}" is not a timestamp (mm:ss.ttt)`);
    if (end === undefined) return fail(timingLine + 1, `"${match[2]!}" is not a timestamp (mm:ss.ttt)`);
    if (end <= start) return fail(timingLine + 1, 'the cue ends before it starts');
    if (start < lastStart) return fail(timingLine + 1, 'the cue starts before the cue above it');
    lastStart = start;
    cues++;
    for (i = timingLine + 1; i < lines.length && lines[i] !== ''; i++) {
      if (lines[i]!.includes('-->'))
        return fail(i + 1, 'cue text may not hold "-->" (is a blank line missing?)');
    }
  }
  if (cues === 0) return fail(lines.length, 'the file has no cues');
  return { ok: true, cues };
}
