// The facility's media over real HTTP on SQLite and Postgres (docs/decisions/230-more-facility-settings.md): an admin
// replaces the hero video, its poster and the About images; images are resized to what the page shows (twice its
// size); the public facts and the landing page's media follow at once with new addresses; a reset puts the shipped
// file back and deletes the upload; every change is in the activity log; a bad file is refused with a message beside
// the file field and nothing is stored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';

const MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-media-test-'));
const SHIPPED = path.resolve(import.meta.dirname, '../../../web/public/media');

afterAll(() => fs.rmSync(MEDIA_DIR, { recursive: true, force: true }));

function fileForm(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}

const upload = (client: TestClient, slot: string, bytes: Uint8Array, name: string, type = 'image/jpeg') =>
  client.post(`/api/admin/facility-media/${slot}`, undefined, { form: fileForm(bytes, name, type) });

/** A photo as a camera would send it: 3000 × 2000 with some detail. */
async function photo(format: 'jpeg' | 'png' = 'jpeg', width = 3000, height = 2000): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff"/></svg>`,
      ),
    },
  ]);
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

/** A PNG whose header claims 20 000 × 20 000 pixels (400 megapixels) in a few dozen bytes. */
function pixelBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(100))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const storedFiles = () => (fs.existsSync(MEDIA_DIR) ? fs.readdirSync(MEDIA_DIR).sort() : []);

describeEachDatabase(
  'facility media',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      fs.rmSync(MEDIA_DIR, { recursive: true, force: true });
    });

    it('an uploaded poster is resized to the page, shown at once with a new address, and reset to the shipped one', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const visitor = ctx.client();
      const before = await visitor.get('/api/facility');
      expect(before.body.media.heroPoster).toBe('/media/hero.svg');

      const res = await upload(admin, 'heroPoster', await photo(), 'range.jpg');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const poster: string = res.body.heroPoster;
      expect(poster).toMatch(/^\/facility-media\/heroPoster-[0-9a-f]{32}\.webp$/);

      // The public facts answer it on the next request, with a new validator.
      const after = await visitor.get('/api/facility');
      expect(after.body.media.heroPoster).toBe(poster);
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));

      // Served as a WebP of twice the page's 960 × 540, kept by browsers (its address changes with its content).
      const file = await visitor.get(poster, { headers: { accept: 'image/*' } });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1920, 1080]);

      const reset = await admin.delete('/api/admin/facility-media/heroPoster');
      expect(reset.status).toBe(200);
      expect(reset.body.heroPoster).toBe('/media/hero.svg');
      expect((await visitor.get('/api/facility')).body.media.heroPoster).toBe('/media/hero.svg');
      // The upload is deleted with the reset.
      expect(storedFiles()).toEqual([]);
      expect((await visitor.get(poster, { headers: { accept: 'image/*' } })).status).toBe(404);
    });

    it('the About images are cropped to the page’s 4:5 at twice its size; a PNG is accepted', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const simulator = await upload(
        admin,
        'aboutImageSimulator',
        await photo('png', 1200, 1200),
        'bay.png',
        'image/png',
      );
      expect(simulator.status, JSON.stringify(simulator.body)).toBe(200);
      const fitness = await upload(admin, 'aboutImageFitness', await photo('jpeg', 800, 1400), 'gym.jpg');
      expect(fitness.status).toBe(200);
      const media = (await ctx.client().get('/api/facility')).body.media;
      for (const url of [media.aboutImageSimulator, media.aboutImageFitness]) {
        const meta = await sharp((await ctx.client().get(url, { headers: { accept: 'image/*' } })).bytes).metadata();
        expect([meta.width, meta.height]).toEqual([960, 1200]);
      }
      // The other slots still show the shipped files.
      expect(media).toMatchObject({ heroPoster: '/media/hero.svg', heroVideoMp4: '/media/hero.mp4' });
    });

    it('an uploaded MP4 or WebM replaces both shipped encodings of the hero video, kept as uploaded', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const mp4 = fs.readFileSync(path.join(SHIPPED, 'hero.mp4'));
      const res = await upload(admin, 'heroVideo', mp4, 'loop.mp4', 'video/mp4');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.heroVideoWebm).toBeNull();
      expect(res.body.heroVideoMp4).toMatch(/^\/facility-media\/heroVideo-[0-9a-f]{32}\.mp4$/);
      const served = await ctx.client().get(res.body.heroVideoMp4, { headers: { accept: 'video/*' } });
      expect(served.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(served.bytes).equals(mp4)).toBe(true);

      const webm = fs.readFileSync(path.join(SHIPPED, 'hero.webm'));
      const second = await upload(admin, 'heroVideo', webm, 'loop.webm', 'video/webm');
      expect(second.body.heroVideoMp4).toBeNull();
      expect(second.body.heroVideoWebm).toMatch(/\.webm$/);
      // The replaced MP4 is deleted: one file per slot.
      expect(storedFiles()).toEqual([second.body.heroVideoWebm.split('/').pop()]);

      expect((await admin.delete('/api/admin/facility-media/heroVideo')).body).toMatchObject({
        heroVideoWebm: '/media/hero.webm',
        heroVideoMp4: '/media/hero.mp4',
      });
    });

    it('refuses a bad file with a message beside the file field, and stores nothing', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const jpeg = await photo();
      const bad: Array<{ slot: string; bytes: Uint8Array; name: string; type?: string; message: RegExp }> = [
        { slot: 'heroPoster', bytes: new Uint8Array(0), name: 'empty.jpg', message: /^Choose a file/ },
        {
          slot: 'heroPoster',
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          name: 'poster.jpg',
          message: /Hero poster: the file is not a JPEG, PNG or WebP image/,
        },
        {
          slot: 'heroPoster',
          bytes: Buffer.from('just some text pretending to be a photo'),
          name: 'photo.png',
          type: 'image/png',
          message: /not a JPEG, PNG or WebP image/,
        },
        // The right first bytes, then nothing an image decoder can read.
        {
          slot: 'aboutImageFitness',
          bytes: Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(2000, 7)]),
          name: 'cut.jpg',
          message: /About image: fitness: the image could not be read/,
        },
        { slot: 'heroPoster', bytes: pixelBomb(), name: 'huge.png', message: /larger than 50 megapixels/ },
        { slot: 'heroVideo', bytes: jpeg, name: 'clip.mp4', type: 'video/mp4', message: /not an MP4 or WebM video/ },
        {
          slot: 'aboutImageSimulator',
          bytes: fs.readFileSync(path.join(SHIPPED, 'hero.mp4')),
          name: 'bay.jpg',
          message: /not a JPEG, PNG or WebP image/,
        },
        {
          slot: 'heroPoster',
          bytes: Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]),
          name: 'big.jpg',
          message: /Hero poster: the file is larger than 10 MB/,
        },
        {
          slot: 'heroVideo',
          bytes: Buffer.alloc(21 * 1024 * 1024),
          name: 'long.mp4',
          type: 'video/mp4',
          message: /long\.mp4 is larger than 20 MB/,
        },
      ];
      for (const file of bad) {
        const res = await upload(admin, file.slot, file.bytes, file.name, file.type);
        expect(res.status, `${file.name}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.fieldErrors.file[0], file.name).toMatch(file.message);
      }
      // Not a multipart form, or two files at once.
      expect((await admin.post('/api/admin/facility-media/heroPoster', { file: 'x' })).status).toBe(400);
      const two = fileForm(jpeg, 'a.jpg', 'image/jpeg');
      two.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'b.jpg');
      const twice = await admin.post('/api/admin/facility-media/heroPoster', undefined, { form: two });
      expect(twice.body.fieldErrors.file).toEqual(['Upload one file at a time.']);
      // An unknown slot names nothing.
      expect((await upload(admin, 'logo', jpeg, 'logo.jpg')).status).toBe(404);

      expect(storedFiles()).toEqual([]);
      expect((await ctx.client().get('/api/facility')).body.media).toEqual({
        heroVideoWebm: '/media/hero.webm',
        heroVideoMp4: '/media/hero.mp4',
        heroPoster: '/media/hero.svg',
        aboutImageSimulator: '/media/about-simulator.svg',
        aboutImageFitness: '/media/about-fitness.svg',
      });
      const log = await admin.get('/api/admin/activity');
      expect(log.body.items.filter((e: { action: string }) => e.action === 'facility.media-changed')).toEqual([]);
    });

    it('records each upload and reset in the activity log, before and after; a reset of a shipped file records nothing', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true, username: 'owner' });
      expect((await admin.delete('/api/admin/facility-media/heroPoster')).status).toBe(200);
      const uploaded = (await upload(admin, 'heroPoster', await photo(), 'range.jpg')).body.heroPoster;
      await admin.delete('/api/admin/facility-media/heroPoster');
      const log = await admin.get('/api/admin/activity?action=facility.media-changed');
      expect(log.body.items.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
        [{ heroPoster: uploaded }, { heroPoster: '/media/hero.svg (shipped)' }],
        [{ heroPoster: '/media/hero.svg (shipped)' }, { heroPoster: uploaded }],
      ]);
      expect(log.body.items[0]).toMatchObject({ actorName: 'owner', targetLabel: 'Facility media' });
    });

    it('members, staff and visitors cannot upload or reset', async () => {
      const jpeg = await photo('jpeg', 400, 300);
      const { client: member } = await ctx.signInAs({ isMember: true });
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
      for (const [client, status] of [
        [ctx.client(), 401],
        [member, 403],
        [desk, 403],
      ] as const) {
        expect((await upload(client, 'heroPoster', jpeg, 'p.jpg')).status).toBe(status);
        expect((await client.delete('/api/admin/facility-media/heroPoster')).status).toBe(status);
      }
      expect(storedFiles()).toEqual([]);
    });

    it.runIf(ctx.dialect === 'postgres')('another process shows an upload on its next request', async () => {
      const other = await ctx.startInstance({ env: { FACILITY_MEDIA_DIR: MEDIA_DIR } });
      try {
        const visitor = other.client();
        expect((await visitor.get('/api/facility')).body.media.heroPoster).toBe('/media/hero.svg');
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const poster = (await upload(admin, 'heroPoster', await photo(), 'range.jpg')).body.heroPoster;
        await expect
          .poll(async () => (await visitor.get('/api/facility')).body.media.heroPoster, {
            timeout: 2_000,
            interval: 25,
          })
          .toBe(poster);
        expect((await visitor.get(poster, { headers: { accept: 'image/*' } })).status).toBe(200);
      } finally {
        await other.close();
      }
    });
  },
  { env: { FACILITY_MEDIA_DIR: MEDIA_DIR } },
);
