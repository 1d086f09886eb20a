#!/usr/bin/env bash
# Makes the demo catalogue's test-pattern clips: apps/server/assets/clips/clip-N.mp4 and a poster clip-N.jpg
# for each. Everything is drawn by ffmpeg's own sources (lavfi), so
# the clips are synthetic and safe for work. The outputs are committed; run this again only to change them.
# Then run `npm run demo-media`: it makes each clip's HLS ladder (clip-N/master.m3u8 over 240p/ and 360p/),
# hover preview, posters and seek sprite (clip-N-*.mp4, .jpg and .vtt) with the media pipeline's own steps,
# and those are committed as well.
#
# Usage: scripts/make-clips.sh [output-dir]     (FFMPEG_PATH overrides the ffmpeg binary)
set -euo pipefail

FFMPEG="${FFMPEG_PATH:-ffmpeg}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${1:-$ROOT/apps/server/assets/clips}"

if ! command -v "$FFMPEG" >/dev/null 2>&1; then
  echo "make-clips: ffmpeg not found (looked for '$FFMPEG'; set FFMPEG_PATH)" >&2
  exit 1
fi

WIDTH=640
HEIGHT=360
FPS=24
# A keyframe every 2 s (and no scene-cut keyframes) so that 4 s HLS segments can be cut without re-encoding.
GOP=$((FPS * 2))

# One line per clip: duration in seconds | video source | tone frequency in Hz.
# Every source is a moving test pattern; format=yuv420p keeps the H.264 output playable everywhere.
CLIPS=(
  "10|testsrc2=size=${WIDTH}x${HEIGHT}:rate=${FPS}|440"
  "8|smptehdbars=size=${WIDTH}x${HEIGHT}:rate=${FPS},hue=H=2*PI*t/8|1000"
  "12|mandelbrot=size=${WIDTH}x${HEIGHT}:rate=${FPS}:end_scale=0.05|330"
  "9|life=size=${WIDTH}x${HEIGHT}:rate=${FPS}:mold=10:ratio=0.1:life_color=#33ccff:death_color=#402060:seed=7|523"
  "11|rgbtestsrc=size=${WIDTH}x${HEIGHT}:rate=${FPS},hue=H=2*PI*t/11|262"
)

mkdir -p "$OUT"
total=0
for index in "${!CLIPS[@]}"; do
  n=$((index + 1))
  IFS='|' read -r duration source tone <<<"${CLIPS[$index]}"
  mp4="$OUT/clip-$n.mp4"
  echo "make-clips: clip-$n (${duration}s)"

  # Low, capped bitrates keep each clip near 200 KB: they only need to prove the player works.
  "$FFMPEG" -hide_banner -loglevel error -y \
    -f lavfi -i "$source,format=yuv420p" \
    -f lavfi -i "sine=frequency=$tone:sample_rate=44100" \
    -t "$duration" \
    -c:v libx264 -profile:v main -preset slow -pix_fmt yuv420p \
    -b:v 130k -maxrate 160k -bufsize 320k -g "$GOP" -keyint_min "$GOP" -sc_threshold 0 \
    -c:a aac -ac 1 -b:a 32k \
    -movflags +faststart \
    "$mp4"

  "$FFMPEG" -hide_banner -loglevel error -y -ss 2 -i "$mp4" -frames:v 1 -vf scale=320:180 -q:v 4 "$OUT/clip-$n.jpg"

  size=$(du -cb "$mp4" "$OUT/clip-$n.jpg" | tail -1 | cut -f1)
  total=$((total + size))
done

echo "make-clips: wrote ${#CLIPS[@]} clips to $OUT ($((total / 1024)) KB in all)"
