// The files behind the facility's uploaded media (docs/decisions/230-more-facility-settings.md): an upload is checked
// by its content (core's mediaFileProblem), an image is decoded and resized to the size the page shows it at and
// kept as WebP, and the result is written under FACILITY_MEDIA_DIR with its content's digest in its name, so its
// address changes with every new file (browsers may keep each one for a year) and two processes writing the same
// file write the same name. A file is written whole (a temporary name, then renamed) before the settings row names
// it; nothing that fails a check reaches the folder.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Metadata } from 'sharp';
import {
  FACILITY_MEDIA_MESSAGES,
  FACILITY_MEDIA_RULES,
  MAX_IMAGE_PIXELS,
  mediaFileProblem,
  type FacilityMediaSlot,
  type MediaFileKind,
} from '@longwood/core';
import { AppError } from '../../http/errors';

/** The address under which the uploaded files are served (app.ts). */
export const FACILITY_MEDIA_PATH = '/facility-media';

/** A slot's file as the settings row names it. */
export interface StoredMediaFile {
  file: string;
  kind: MediaFileKind;
  bytes: number;
}

const EXTENSIONS = { mp4: 'mp4', webm: 'webm', jpeg: 'jpg', png: 'png', webp: 'webp' } as const satisfies Record<
  MediaFileKind,
  string
>;

const FILE_NAME = /^[A-Za-z]+-[0-9a-f]{32}\.(mp4|webm|jpg|png|webp)$/;

export const mediaUrl = (file: string) => `${FACILITY_MEDIA_PATH}/${file}`;

function refused(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { file: [message] });
}

/** The bytes to keep for `slot`: a video as uploaded, an image decoded and resized to what the page shows. */
export async function prepareMediaFile(
  slot: FacilityMediaSlot,
  upload: Buffer,
): Promise<{ bytes: Buffer; kind: MediaFileKind }> {
  const checked = mediaFileProblem(slot, upload);
  if ('message' in checked) throw refused(checked.message);
  const rule = FACILITY_MEDIA_RULES[slot];
  if (!('stored' in rule)) return { bytes: upload, kind: checked.kind };
  // sharp (libvips) is loaded on the first image, not at start: it is about 17 MB of the process's resident memory
  // (docs/performance.md, start-up), and only an admin's upload of the site's pictures uses it.
  const { default: sharp } = await import('sharp');
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw refused(FACILITY_MEDIA_MESSAGES.unreadable(slot));
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw refused(FACILITY_MEDIA_MESSAGES.tooManyPixels(slot));
  }
  try {
    const bytes = await sharp(upload, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      // A phone's photo stands the way it was taken.
      .rotate()
      .resize({ width: rule.stored.width, height: rule.stored.height, fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
    return { bytes, kind: 'webp' };
  } catch {
    throw refused(FACILITY_MEDIA_MESSAGES.unreadable(slot));
  }
}

export function createMediaFiles(dir: string) {
  return {
    /** Writes the file whole under its digest's name (an identical file already there is kept as is). */
    async put(slot: FacilityMediaSlot, prepared: { bytes: Buffer; kind: MediaFileKind }): Promise<StoredMediaFile> {
      const digest = createHash('sha256').update(prepared.bytes).digest('hex').slice(0, 32);
      const file = `${slot}-${digest}.${EXTENSIONS[prepared.kind]}`;
      await fs.mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${file}.${randomBytes(6).toString('hex')}.part`);
      try {
        await fs.writeFile(temporary, prepared.bytes, { flag: 'wx' });
        await fs.rename(temporary, path.join(dir, file));
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      return { file, kind: prepared.kind, bytes: prepared.bytes.length };
    },

    /** Deletes a file no slot names any more (one never written, or already gone, is no error). */
    async remove(file: string): Promise<void> {
      if (!FILE_NAME.test(file)) return;
      await fs.rm(path.join(dir, file), { force: true });
    },
  };
}

export type MediaFiles = ReturnType<typeof createMediaFiles>;

/** A stored entry of the settings row's media, if it is one this server wrote. */
export function storedMediaFile(value: unknown): StoredMediaFile | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { file, kind, bytes } = value as Record<string, unknown>;
  if (typeof file !== 'string' || !FILE_NAME.test(file) || typeof kind !== 'string' || !(kind in EXTENSIONS)) {
    return undefined;
  }
  return { file, kind: kind as MediaFileKind, bytes: typeof bytes === 'number' ? bytes : 0 };
}
