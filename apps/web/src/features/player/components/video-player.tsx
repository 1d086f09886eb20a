import { useEffect, useRef } from 'react';
import type Hls from 'hls.js';

export interface VideoSource {
  title: string;
  /** The MP4 every browser can fall back to. */
  videoURL: string;
  /** An HLS playlist, when the video has one. */
  hlsURL: string | null;
  thumbnail: string;
}

export interface VideoPlayerProps {
  source: VideoSource;
  /** Called once per mounted source, when playback first really starts. */
  onPlaybackStart?: () => void;
}

const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

/**
 * A 16:9 HTML5 player. HLS plays natively where the browser can (Safari, iOS); elsewhere hls.js is loaded on
 * demand (never statically, so pages without a player never download it). Any HLS failure falls back to MP4.
 */
export function VideoPlayer({ source, onPlaybackStart }: VideoPlayerProps) {
  // Remounting the element per source resets everything the browser kept for the previous one.
  const sourceKey = `${source.videoURL}|${source.hlsURL ?? ''}`;
  return (
    <div className="ratio ratio-16x9 bg-black rounded overflow-hidden sl-video-player">
      <PlayerElement key={sourceKey} source={source} onPlaybackStart={onPlaybackStart} />
    </div>
  );
}

function PlayerElement({ source, onPlaybackStart }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // Kept in a ref so a new callback identity from the parent neither restarts playback nor re-attaches HLS.
  const onStartRef = useRef(onPlaybackStart);
  useEffect(() => {
    onStartRef.current = onPlaybackStart;
  }, [onPlaybackStart]);

  const { videoURL, hlsURL } = source;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;

    let started = false;
    const handlePlaying = () => {
      if (started) return;
      started = true;
      onStartRef.current?.();
    };
    video.addEventListener('playing', handlePlaying);

    let disposed = false;
    let hls: Hls | null = null;
    let usingMp4 = false;
    const fallBackToMp4 = () => {
      if (disposed || usingMp4) return;
      usingMp4 = true;
      if (hls) {
        hls.destroy();
        hls = null;
      }
      video.src = videoURL;
    };

    const nativeHls = hlsURL !== null && video.canPlayType(HLS_MIME_TYPE) !== '';
    const handleNativeError = () => {
      fallBackToMp4();
    };

    if (hlsURL === null) {
      fallBackToMp4();
    } else if (nativeHls) {
      video.addEventListener('error', handleNativeError, { once: true });
      video.src = hlsURL;
    } else {
      import('hls.js')
        .then(({ default: HlsClass }) => {
          if (disposed) return;
          if (!HlsClass.isSupported()) {
            fallBackToMp4();
            return;
          }
          const instance = new HlsClass();
          hls = instance;
          instance.on(HlsClass.Events.ERROR, (_event, data) => {
            if (data.fatal) fallBackToMp4();
          });
          instance.loadSource(hlsURL);
          instance.attachMedia(video);
        })
        .catch(() => {
          fallBackToMp4();
        });
    }

    return () => {
      disposed = true;
      video.removeEventListener('playing', handlePlaying);
      video.removeEventListener('error', handleNativeError);
      if (hls) {
        hls.destroy();
        hls = null;
      }
    };
  }, [videoURL, hlsURL]);

  return (
    <video
      ref={videoRef}
      controls
      playsInline
      preload="metadata"
      poster={source.thumbnail}
      aria-label={`Video player: ${source.title}`}
      className="w-100 h-100"
    />
  );
}
