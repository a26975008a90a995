import { describe, expect, it } from 'vitest';
import { detectMediaKind, FACILITY_MEDIA_DEFAULTS, mediaFileProblem, uploadedMediaSlots } from './facility-media';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('detectMediaKind', () => {
  it('tells each kind by its first bytes', () => {
    expect(detectMediaKind(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectMediaKind(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(detectMediaKind(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(detectMediaKind(bytes([0, 0, 0, 0x18], 'ftypisom'))).toBe('mp4');
    expect(detectMediaKind(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))).toBe('webm');
  });

  it('refuses what only looks alike: QuickTime, Matroska that is not WebM, text, SVG, a RIFF WAV', () => {
    expect(detectMediaKind(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBeUndefined();
    expect(detectMediaKind(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'))).toBeUndefined();
    expect(detectMediaKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectMediaKind(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeUndefined();
    expect(detectMediaKind(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(detectMediaKind(new Uint8Array(0))).toBeUndefined();
  });
});

describe('mediaFileProblem', () => {
  const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
  const mp4 = bytes([0, 0, 0, 0x18], 'ftypmp42');

  it("takes a file of the slot's kinds and size", () => {
    expect(mediaFileProblem('heroPoster', jpeg)).toEqual({ kind: 'jpeg' });
    expect(mediaFileProblem('heroVideo', mp4)).toEqual({ kind: 'mp4' });
  });

  it('names the slot and what it takes when the kind or the size is wrong', () => {
    expect(mediaFileProblem('heroVideo', jpeg)).toEqual({
      message: 'Hero video: the file is not an MP4 or WebM video.',
    });
    expect(mediaFileProblem('aboutImageSimulator', mp4)).toEqual({
      message: 'About image: simulator: the file is not a JPEG, PNG or WebP image.',
    });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(jpeg);
    expect(mediaFileProblem('heroPoster', big)).toEqual({ message: 'Hero poster: the file is larger than 10 MB.' });
    expect(mediaFileProblem('heroPoster', new Uint8Array(0))).toEqual({ message: 'Choose a file to upload.' });
  });
});

it('uploadedMediaSlots lists the slots that no longer show the shipped file', () => {
  expect(uploadedMediaSlots({ ...FACILITY_MEDIA_DEFAULTS })).toEqual([]);
  expect(
    uploadedMediaSlots({
      ...FACILITY_MEDIA_DEFAULTS,
      heroVideoWebm: null,
      heroVideoMp4: '/facility-media/heroVideo-1.mp4',
      aboutImageFitness: '/facility-media/aboutImageFitness-2.webp',
    }),
  ).toEqual(['heroVideo', 'aboutImageFitness']);
});
