#!/usr/bin/env node
// Regenerates the site's shipped brand media in apps/web/public from the SVG sources there, with the Chromium
// the tests use (CHROMIUM_PATH, default /usr/bin/chromium) — no image or video tools needed
// (docs/decisions/145-brand-media-and-system-fonts.md):
//   favicon.ico (32 px PNG inside), apple-touch-icon.png (180), icons/icon-192.png, icons/icon-512.png,
//   icons/icon-maskable-512.png         from favicon.svg (the logo mark)
//   og-image.jpg (1200×630)             the hero illustration with the name and headline, for link previews
//   media/hero.webm, media/hero.mp4     a 6-second seamless loop: the hero illustration (media/hero.svg, also the
//                                       poster) with two balls flying the tracers onto the green
// Run: node scripts/generate-brand-media.mjs   (then commit the files; the facility's own media replace them
// through the VITE_HERO_* / VITE_ABOUT_IMAGE_* settings).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
/* global Image, document, MediaRecorder, requestAnimationFrame -- the recorder runs inside the page */
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'apps', 'web', 'public');
const svg = (name) => readFileSync(path.join(PUBLIC, name), 'utf8');
const dataUrl = (source) => `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
});

/** A PNG (or a JPEG, for photos-like images) of `html` at width × height CSS pixels. */
async function png(html, width, height, type = 'png') {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<html><body style="margin:0">${html}</body></html>`);
  await page.waitForLoadState('load');
  const image = await page.screenshot(type === 'png' ? { type, omitBackground: true } : { type, quality: 82 });
  await page.close();
  return image;
}

/** An .ico holding one PNG (every browser since IE 11 reads PNG-in-ICO). */
function ico(pngBytes, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(pngBytes.length, 16);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, pngBytes]);
}

const mark = dataUrl(svg('favicon.svg'));
const icon = (size, padding = 0) =>
  png(
    `<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${padding ? '#047857' : 'transparent'}">` +
      `<img src="${mark}" style="width:${size - 2 * padding}px;height:${size - 2 * padding}px"></div>`,
    size,
    size,
  );

mkdirSync(path.join(PUBLIC, 'icons'), { recursive: true });
writeFileSync(path.join(PUBLIC, 'favicon.ico'), ico(await icon(32), 32));
writeFileSync(path.join(PUBLIC, 'apple-touch-icon.png'), await icon(180, 0));
writeFileSync(path.join(PUBLIC, 'icons', 'icon-192.png'), await icon(192));
writeFileSync(path.join(PUBLIC, 'icons', 'icon-512.png'), await icon(512));
// Maskable: the mark inside the 80 % safe zone on the brand colour, so launchers can crop it to any shape.
writeFileSync(path.join(PUBLIC, 'icons', 'icon-maskable-512.png'), await icon(512, 64));

const hero = dataUrl(svg('media/hero.svg'));
writeFileSync(
  path.join(PUBLIC, 'og-image.jpg'),
  await png(
    `<div style="position:relative;width:1200px;height:630px;overflow:hidden;font-family:system-ui,sans-serif;color:#fff">
      <img src="${hero}" style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover">
      <div style="position:absolute;inset:0;background:linear-gradient(90deg,rgba(2,6,23,.85),rgba(2,6,23,.2))"></div>
      <div style="position:absolute;left:72px;top:150px;width:640px">
        <div style="display:flex;align-items:center;gap:16px;font-size:34px;font-weight:800">
          <img src="${mark}" style="width:64px;height:64px">Longwood Golf</div>
        <div style="margin-top:28px;font-size:60px;line-height:1.08;font-weight:800">Elevate Your Golf Performance</div>
        <div style="margin-top:22px;font-size:26px;color:#a7f3d0">24/7 golf simulators, fitness and coaching in Longwood, Florida</div>
      </div></div>`,
    1200,
    630,
    'jpeg',
  ),
);

// The hero loop, recorded from a canvas with MediaRecorder (VP9 WebM and H.264 MP4).
const page = await browser.newPage({ viewport: { width: 960, height: 540 } });
await page.setContent('<html><body style="margin:0"><canvas width="960" height="540"></canvas></body></html>');
for (const [file, mimeType] of [
  ['hero.webm', 'video/webm;codecs=vp9'],
  ['hero.mp4', 'video/mp4;codecs=avc1'],
]) {
  const base64 = await page.evaluate(
    async ({ heroUrl, mimeType }) => {
      const W = 960;
      const H = 540;
      const PERIOD = 6000;
      const background = new Image();
      background.src = heroUrl;
      await background.decode();
      const canvas = document.querySelector('canvas');
      const ctx = canvas.getContext('2d');
      // The tracers of media/hero.svg (its 1920×1080 coordinates, halved).
      const paths = [
        { p: [300, 1000, 620, 120, 1180, 160, 1400, 628], colour: '255,255,255', start: 0 },
        { p: [520, 1040, 760, 420, 1200, 380, 1380, 648], colour: '251,191,36', start: 3000 },
      ];
      const at = (p, t) => {
        const u = 1 - t;
        const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
        return [0, 1].map(
          (axis) => (k[0] * p[axis] + k[1] * p[2 + axis] + k[2] * p[4 + axis] + k[3] * p[6 + axis]) / 2,
        );
      };
      const FLIGHT = 2600;
      const draw = (ms) => {
        ctx.drawImage(background, 0, 0, W, H);
        for (const { p, colour, start } of paths) {
          const local = (ms - start + PERIOD) % PERIOD;
          if (local < FLIGHT) {
            const t = local / FLIGHT;
            for (let i = 24; i >= 0; i -= 1) {
              const s = Math.max(0, t - i * 0.012);
              const [x, y] = at(p, s);
              ctx.fillStyle = `rgba(${colour},${0.5 * (1 - i / 24)})`;
              ctx.beginPath();
              ctx.arc(x, y, 4 * (1 - i / 30), 0, Math.PI * 2);
              ctx.fill();
            }
            const [x, y] = at(p, t);
            ctx.shadowColor = `rgba(${colour},0.9)`;
            ctx.shadowBlur = 18;
            ctx.fillStyle = `rgb(${colour})`;
            ctx.beginPath();
            ctx.arc(x, y, 5, 0, Math.PI * 2);
            ctx.fill();
            ctx.shadowBlur = 0;
          } else if (local < FLIGHT + 1400) {
            // Landing: a ring spreading over the green.
            const r = (local - FLIGHT) / 1400;
            const [x, y] = at(p, 1);
            ctx.strokeStyle = `rgba(${colour},${0.8 * (1 - r)})`;
            ctx.lineWidth = 2;
            ctx.beginPath();
            ctx.ellipse(x, y, 8 + 60 * r, 2 + 16 * r, 0, 0, Math.PI * 2);
            ctx.stroke();
          }
        }
      };
      const stream = canvas.captureStream(30);
      const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: 250_000 });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      draw(0);
      recorder.start();
      const t0 = performance.now();
      await new Promise((resolve) => {
        const frame = () => {
          const ms = performance.now() - t0;
          if (ms >= PERIOD) {
            draw(0);
            resolve();
            return;
          }
          draw(ms);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { heroUrl: hero, mimeType },
  );
  writeFileSync(path.join(PUBLIC, 'media', file), Buffer.from(base64, 'base64'));
}
await browser.close();
console.log('Brand media written to apps/web/public.');
