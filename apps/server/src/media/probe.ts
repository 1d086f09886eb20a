import path from 'node:path';
import { MediaRejectedError } from '../errors.js';
import { FfmpegError, run } from './ffmpeg.js';

/** What the pipeline needs to know of a source before it accepts it. */
export interface ProbeResult {
  durationSeconds: number;
  width: number;
  height: number;
  /** Frames per second (0 when the container does not say). */
  fps: number;
  hasAudio: boolean;
  videoCodec: string;
}

interface FfprobeJson {
  format?: { duration?: string; format_name?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    avg_frame_rate?: string;
    disposition?: { attached_pic?: number };
  }[];
}

/** Containers ffprobe reads single pictures with: a picture has no duration worth playing. */
const IMAGE_FORMATS = /(^|,)(image2|png_pipe|jpeg_pipe|webp_pipe|gif|bmp_pipe|tiff_pipe|svg_pipe)(,|$)/;

function rate(value: string | undefined): number {
  const [num, den] = (value ?? '0/1').split('/').map(Number);
  return num && den ? num / den : 0;
}

/** The last meaningful line ffprobe or ffmpeg printed, for a reason a person can read. */
function lastLine(text: string): string {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const line = lines.at(-1) ?? '';
  // "file.mp4: Invalid data found when processing input" names the path we already name.
  return line.replace(/^.*?:\s(?=[A-Z])/, '');
}

/**
 * Probes `file` and answers its video facts, or throws a MediaRejectedError naming the file and the reason:
 * not something ffprobe can read, no video stream, a still picture, no duration, or a first frame that
 * does not decode. Nothing is written anywhere.
 */
export async function probeVideo(
  tools: { ffprobePath: string; ffmpegPath: string },
  file: string,
  displayName = path.basename(file),
): Promise<ProbeResult> {
  let info: FfprobeJson;
  try {
    const out = await run(tools.ffprobePath, [
      '-v',
      'error',
      '-show_entries',
      'format=duration,format_name:stream=codec_type,codec_name,width,height,duration,avg_frame_rate:stream_disposition=attached_pic',
      '-of',
      'json',
      file,
    ]);
    info = JSON.parse(out) as FfprobeJson;
  } catch (error) {
    if (error instanceof FfmpegError) {
      const why = lastLine(error.stderrTail) || error.message;
      throw new MediaRejectedError(displayName, `not a media file ffprobe can read (${why})`);
    }
    throw error;
  }
  const video = info.streams?.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!video) throw new MediaRejectedError(displayName, 'it has no video stream');
  if (IMAGE_FORMATS.test(info.format?.format_name ?? '')) {
    throw new MediaRejectedError(displayName, 'it is a still picture, not a video');
  }
  const duration = Number(info.format?.duration ?? video.duration ?? NaN);
  if (!Number.isFinite(duration) || duration <= 0) {
    throw new MediaRejectedError(displayName, 'it has no duration');
  }
  if (!video.width || !video.height) {
    throw new MediaRejectedError(displayName, 'its video stream has no picture size');
  }
  // A damaged file can carry a sound header and no decodable picture: decode one frame to be sure.
  try {
    const out = await run(tools.ffmpegPath, [
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      '-xerror',
      '-i',
      file,
      '-map',
      '0:v:0',
      '-frames:v',
      '1',
      '-f',
      'framemd5',
      '-',
    ]);
    if (!/^\d+,/m.test(out)) throw new FfmpegError('no frame decoded', '');
  } catch (error) {
    if (error instanceof FfmpegError) {
      const why = lastLine(error.stderrTail);
      throw new MediaRejectedError(displayName, `its video does not decode${why ? ` (${why})` : ''}`);
    }
    throw error;
  }
  return {
    durationSeconds: duration,
    width: video.width,
    height: video.height,
    fps: rate(video.avg_frame_rate),
    hasAudio: Boolean(info.streams?.some((s) => s.codec_type === 'audio')),
    videoCodec: video.codec_name ?? 'unknown',
  };
}
