import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type Hls from 'hls.js';
import { DEFAULT_LOCALE, LOCALE_NAMES, type CaptionTrack, type Locale } from '@starlane/contract';
import { useCaptions } from '../lib/captions';
import { CaptionsMenu } from './captions-menu';
import { parseThumbnailsVtt, type ThumbnailCue } from '../lib/thumbnails-vtt';
import {
  ExitFullscreenIcon,
  FullscreenIcon,
  MutedIcon,
  PauseIcon,
  PlayIcon,
  VolumeIcon,
} from './player-icons';
import { AUTO_LEVEL, QualityMenu, type QualityLevel } from './quality-menu';
import { SeekBar, formatTime } from './seek-bar';
import './video-player.css';
import { useMessages } from '@/lib/i18n/messages';

export interface VideoSource {
  title: string;
  /** The MP4 every browser can fall back to. */
  videoURL: string;
  /** An HLS playlist, when the video has one. */
  hlsURL: string | null;
  thumbnail: string;
  /** A WebVTT track of seek-bar thumbnails (docs/decisions/0036), when the video has one. */
  seekThumbnailsURL?: string | null;
  /** WebVTT caption tracks (docs/decisions/0074): the player offers a captions menu when there are any. */
  captions?: readonly CaptionTrack[];
}

const NO_CAPTIONS: readonly CaptionTrack[] = [];

export interface VideoPlayerProps {
  source: VideoSource;
  /** The page's language: the captions shown until the viewer chooses. */
  locale?: Locale;
  /** Called once per mounted source, when playback first really starts. */
  onPlaybackStart?: () => void;
}

const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Where the browser has Media Source Extensions, hls.js plays the ladder: it picks the rung by bandwidth and
 * lets the viewer choose one. Native HLS is used only without them (iPhone Safari before 17.1): Chromium
 * now answers "maybe" for HLS as well, but its native player offers no choice of rung.
 */
function prefersNativeHls(video: HTMLVideoElement): boolean {
  const mse = 'MediaSource' in window || 'ManagedMediaSource' in window;
  return !mse && video.canPlayType(HLS_MIME_TYPE) !== '';
}

/**
 * The server-rendered page plays its MP4 with the browser's own controls; a viewer may start or seek it
 * before the player takes over. Carries that position and play state over to the source the player
 * switches to, once the new source knows its duration. Answers the listener's removal.
 */
function carryPlayback(video: HTMLVideoElement): () => void {
  const at = video.currentTime;
  const playing = !video.paused;
  if (at === 0 && !playing) return () => undefined;
  const resume = () => {
    if (at > 0) video.currentTime = at;
    if (playing) video.play().catch(() => undefined);
  };
  video.addEventListener('loadedmetadata', resume, { once: true });
  return () => {
    video.removeEventListener('loadedmetadata', resume);
  };
}

/**
 * A 16:9 HTML5 player. HLS plays through hls.js wherever the browser has Media Source Extensions, loaded on
 * demand (never statically, so pages without a player never download it), with a quality menu over the
 * ladder; natively where it has not (older iPhones). Any HLS failure falls back to MP4. The server renders the browser's own controls (they work without
 * JavaScript); once hydrated, the player's own take over: they add the quality menu and seek thumbnails.
 */
export function VideoPlayer({ source, onPlaybackStart, locale = DEFAULT_LOCALE }: VideoPlayerProps) {
  // Remounting the element per source resets everything the browser kept for the previous one.
  const sourceKey = `${source.videoURL}|${source.hlsURL ?? ''}`;
  return <PlayerElement key={sourceKey} source={source} onPlaybackStart={onPlaybackStart} locale={locale} />;
}

const noSubscription = () => () => undefined;

/** False while hydrating what the server rendered, true after (and on a client-only render). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const SKIP_SECONDS = 5;

function PlayerElement({ source, onPlaybackStart, locale = DEFAULT_LOCALE }: VideoPlayerProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<Hls | null>(null);
  const enhanced = useHydrated();
  const t = useMessages();
  const [paused, setPaused] = useState(true);
  const [muted, setMuted] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [fullscreen, setFullscreen] = useState(false);
  const [levels, setLevels] = useState<QualityLevel[]>([]);
  const [selectedLevel, setSelectedLevel] = useState(AUTO_LEVEL);
  const [playingLevel, setPlayingLevel] = useState<number | null>(null);
  // Which engine plays the media, once chosen: until then the controls may still change (the quality menu
  // arrives with an HLS ladder), which screenshots and tests wait out through the video's data-engine.
  const [engine, setEngine] = useState<'pending' | 'hls' | 'native-hls' | 'mp4'>('pending');
  const [cues, setCues] = useState<ThumbnailCue[]>([]);
  const thumbnailsRequested = useRef(false);
  const captions = source.captions ?? NO_CAPTIONS;
  const [captionsChoice, chooseCaptions] = useCaptions(videoRef, captions, locale);
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
    let stopCarrying: () => void = () => undefined;
    const switchSource = (attach: () => void) => {
      stopCarrying();
      stopCarrying = carryPlayback(video);
      attach();
    };
    const fallBackToMp4 = () => {
      if (disposed || usingMp4) return;
      usingMp4 = true;
      if (hls) {
        hls.destroy();
        hls = null;
        hlsRef.current = null;
      }
      setLevels([]);
      setEngine('mp4');
      // Already playing the server-rendered MP4: setting it again would restart it.
      if (video.currentSrc !== new URL(videoURL, window.location.href).href) {
        switchSource(() => {
          video.src = videoURL;
        });
      }
    };

    const nativeHls = hlsURL !== null && prefersNativeHls(video);
    const handleNativeError = () => {
      fallBackToMp4();
    };

    if (hlsURL === null) {
      fallBackToMp4();
    } else if (nativeHls) {
      video.addEventListener('error', handleNativeError, { once: true });
      switchSource(() => {
        video.src = hlsURL;
      });
      setEngine('native-hls');
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
          hlsRef.current = instance;
          instance.on(HlsClass.Events.ERROR, (_event, data) => {
            if (data.fatal) fallBackToMp4();
          });
          instance.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
            // A ladder of one has nothing to choose; the menu stays away.
            const ladder = data.levels.map((level, index) => ({ index, height: level.height }));
            setLevels(ladder.length > 1 && ladder.every((l) => l.height > 0) ? ladder : []);
            setEngine('hls');
          });
          instance.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => {
            setPlayingLevel(data.level);
          });
          instance.loadSource(hlsURL);
          switchSource(() => {
            instance.attachMedia(video);
          });
        })
        .catch(() => {
          fallBackToMp4();
        });
    }

    return () => {
      disposed = true;
      stopCarrying();
      video.removeEventListener('playing', handlePlaying);
      video.removeEventListener('error', handleNativeError);
      if (hls) {
        hls.destroy();
        hls = null;
        hlsRef.current = null;
      }
    };
  }, [videoURL, hlsURL]);

  // The element is the truth; these mirror it for the controls.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const sync = () => {
      setPaused(video.paused);
      setMuted(video.muted);
      setCurrentTime(video.currentTime);
      setDuration(video.duration);
    };
    const events = [
      'play',
      'pause',
      'timeupdate',
      'durationchange',
      'loadedmetadata',
      'volumechange',
      'seeked',
    ];
    for (const name of events) video.addEventListener(name, sync);
    const onFullscreen = () => {
      setFullscreen(document.fullscreenElement === frameRef.current);
    };
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      for (const name of events) video.removeEventListener(name, sync);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, []);

  const { seekThumbnailsURL } = source;
  // Loaded the first time someone points at or focuses the seek bar, not for every visitor of the page.
  const loadThumbnails = useCallback(() => {
    if (thumbnailsRequested.current || !seekThumbnailsURL) return;
    thumbnailsRequested.current = true;
    fetch(seekThumbnailsURL)
      .then((res) => (res.ok ? res.text() : ''))
      .then((text) => {
        setCues(parseThumbnailsVtt(text, seekThumbnailsURL));
      })
      .catch(() => {
        // No thumbnails: the seek bar works without them.
      });
  }, [seekThumbnailsURL]);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => undefined);
    else video.pause();
  };
  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video || !Number.isFinite(video.duration)) return;
    const target = Math.min(Math.max(0, seconds), video.duration);
    video.currentTime = target;
    // Shown at once while scrubbing, before the element reports the seek.
    setCurrentTime(target);
  };
  const toggleMute = () => {
    const video = videoRef.current;
    if (video) video.muted = !video.muted;
  };
  const toggleFullscreen = () => {
    const frame = frameRef.current;
    const video = videoRef.current;
    if (!frame || !video) return;
    if (document.fullscreenElement) {
      document.exitFullscreen().catch(() => undefined);
    } else if (typeof frame.requestFullscreen === 'function') {
      frame.requestFullscreen().catch(() => undefined);
    } else {
      // iPhone Safari: only the video itself goes full screen (with the system's controls).
      (video as unknown as { webkitEnterFullscreen?: () => void }).webkitEnterFullscreen?.();
    }
  };
  const chooseLevel = (level: number) => {
    setSelectedLevel(level);
    if (hlsRef.current) hlsRef.current.currentLevel = level;
  };
  const onVideoKey = (event: KeyboardEvent<HTMLVideoElement>) => {
    const actions: Record<string, () => void> = {
      ' ': togglePlay,
      k: togglePlay,
      ArrowLeft: () => {
        seekTo(currentTime - SKIP_SECONDS);
      },
      ArrowRight: () => {
        seekTo(currentTime + SKIP_SECONDS);
      },
      m: toggleMute,
      f: toggleFullscreen,
    };
    const action = actions[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  return (
    <div
      ref={frameRef}
      className={`bg-black rounded overflow-hidden sl-video-player${paused ? '' : ' is-playing'}`}
    >
      <div className="ratio ratio-16x9">
        {/* Focusable and keyboard-driven once the player's own controls replace the browser's. */}
        <video
          ref={videoRef}
          controls={!enhanced}
          playsInline
          preload="metadata"
          poster={source.thumbnail}
          // Caption tracks load with CORS, so the element asks for it when the media are on another origin.
          {...(captions.length > 0 ? { crossOrigin: 'anonymous' as const } : {})}
          aria-label={t.player.videoPlayer(source.title)}
          data-engine={engine}
          className="w-100 h-100"
          {...(enhanced ? { tabIndex: 0, onClick: togglePlay, onKeyDown: onVideoKey } : {})}
        >
          {/* Plays without JavaScript (a server-rendered page); once hydrated, the effect above sets the
              source (HLS or this MP4), which takes precedence over this element. */}
          <source src={videoURL} type="video/mp4" />
          {captions.map((track) => (
            <track
              key={track.lang}
              kind="subtitles"
              src={track.url}
              srcLang={track.lang}
              label={LOCALE_NAMES[track.lang]}
              default={track.lang === captionsChoice}
            />
          ))}
        </video>
      </div>
      {enhanced && (
        <div
          className="sl-player-controls d-flex align-items-center px-2"
          role="group"
          aria-label={t.player.controls}
        >
          <TwoStateButton
            on={paused}
            onClick={togglePlay}
            label={paused ? t.player.play : t.player.pause}
            icons={[<PauseIcon key="pause" />, <PlayIcon key="play" />]}
          />
          <SeekBar
            currentTime={currentTime}
            duration={duration}
            cues={cues}
            onSeek={seekTo}
            onInterest={loadThumbnails}
          />
          <span className="sl-player-time small text-nowrap" aria-hidden="true">
            {formatTime(currentTime)} / {formatTime(Number.isFinite(duration) ? duration : 0)}
          </span>
          <TwoStateButton
            on={muted}
            onClick={toggleMute}
            label={muted ? t.player.unmute : t.player.mute}
            icons={[<VolumeIcon key="volume" />, <MutedIcon key="muted" />]}
            className="sl-player-mute"
          />
          {captions.length > 0 && (
            <CaptionsMenu tracks={captions} selected={captionsChoice} onSelect={chooseCaptions} />
          )}
          {levels.length > 0 && (
            <QualityMenu
              levels={levels}
              selected={selectedLevel}
              playing={playingLevel}
              onSelect={chooseLevel}
            />
          )}
          <TwoStateButton
            on={fullscreen}
            onClick={toggleFullscreen}
            label={fullscreen ? t.player.exitFullScreen : t.player.fullScreen}
            icons={[<FullscreenIcon key="full" />, <ExitFullscreenIcon key="exit" />]}
          />
        </div>
      )}
    </div>
  );
}

/** A control bar button of two states (play and pause, mute and unmute…): its name and icon follow `on`. */
function TwoStateButton({
  on,
  onClick,
  label,
  icons,
  className = '',
}: {
  on: boolean;
  onClick: () => void;
  label: string;
  /** The icon while off, then while on. */
  icons: readonly [ReactNode, ReactNode];
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`btn btn-sm sl-player-button ${className}`.trim()}
      onClick={onClick}
      aria-label={label}
    >
      {on ? icons[1] : icons[0]}
    </button>
  );
}
