#!/usr/bin/env bash
# Regenerates the placeholder hero media in apps/web/public/media (needs ffmpeg with libvpx-vp9,
# libx264, libwebp and libaom). The scene is synthetic: a dusk sky over a mown fairway with a ball
# flight, looping seamlessly every 6 s. The facility replaces it with its own footage through
# VITE_HERO_VIDEO_WEBM_URL / VITE_HERO_VIDEO_MP4_URL / VITE_HERO_POSTER_URL (see docs/decisions/050-landing-page-and-hero-media.md).
set -euo pipefail
cd "$(dirname "$0")/../apps/web/public/media"

W=960; H=540; FPS=24; T=6
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# p = loop phase 0..1; HZ = horizon line. Sky: navy to teal with a slow drifting glow;
# fairway: perspective mowing stripes that drift; ball: parabola shrinking into the distance.
HZ="($H*0.58)"
P="(mod(T,$T)/$T)"
BX="($W*(0.22+0.4*$P))"
BY="($H*(0.92-1.9*$P+1.35*$P*$P))"
BR="(11*(1-0.72*$P)+1.5)"
BA="(clip(min(min($P*8,(1-$P)*8),1),0,1))"
BALL="(${BA}*clip(${BR}-hypot(X-${BX},Y-${BY}),0,1))"
GLOW="(0.5+0.5*sin(2*PI*(T/$T)+X/$W*3))"
SKY_K="(Y/${HZ})"
STRIPE="(0.5+0.5*sin(14*(X-$W/2)/(Y-${HZ}+40)+2*PI*T/$T))"
DEPTH="((Y-${HZ})/($H-${HZ}))"
R="if(lt(Y,${HZ}), 8+30*${SKY_K}+18*${GLOW}*${SKY_K}, 10+14*${DEPTH}+10*${STRIPE}*${DEPTH})"
G="if(lt(Y,${HZ}), 18+70*${SKY_K}+20*${GLOW}*${SKY_K}, 60+60*${DEPTH}+26*${STRIPE}*${DEPTH})"
B="if(lt(Y,${HZ}), 40+60*${SKY_K}+10*${GLOW}*${SKY_K}, 30+12*${DEPTH}+6*${STRIPE}*${DEPTH})"

ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=black:s=${W}x${H}:r=${FPS}:d=${T},format=rgb24" \
  -vf "geq=r='(${R})*(1-${BALL})+255*${BALL}':g='(${G})*(1-${BALL})+255*${BALL}':b='(${B})*(1-${BALL})+250*${BALL}',gblur=sigma=1.2,format=yuv420p" \
  -c:v libx264 -qp 0 -preset ultrafast "$TMP/master.mp4"

ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mp4" -an -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 \
  -deadline good -cpu-used 2 -pix_fmt yuv420p hero.webm
ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mp4" -an -c:v libx264 -profile:v high -crf 30 -preset veryslow \
  -pix_fmt yuv420p -movflags +faststart hero.mp4
# Poster = first frame, so swapping poster → video is seamless. Quality is kept high enough (≥ 0.05 bits per
# displayed pixel) that Chrome counts the poster as the LCP element instead of discarding it as a
# low-content placeholder and waiting for the video's first frame.
ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mp4" -frames:v 1 -c:v libwebp -quality 85 hero-poster.webp
ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mp4" -frames:v 1 -c:v libaom-av1 -crf 18 -still-picture 1 hero-poster.avif
ls -l hero.*  hero-poster.*
