// fast-check arbitraries of uploaded files for the API fuzz: names and contents that are often almost right (a
// Garmin CSV or a Foresight session as the importer reads them, a PNG's or JPEG's first bytes) and often hostile
// (NUL and other controls, right-to-left overrides, huge or missing cells and values, prototype names, bytes that
// are no UTF-8). The layouts are core's writers of the real formats (packages/core/src/shots/synthetic.ts).
import fc from 'fast-check';
import { fsxSessionOf, garminCsvOf, syntheticShots } from '@longwood/core';
import { hostileStrings } from './schema-arbitrary';

export interface FuzzFile {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
}

const encode = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
/** Text with a hidden character inside: a NUL (which Postgres cannot store), a right-to-left override, a bell… */
const HIDDEN = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\u202E', '\u0007', '\u200B', '\uFEFF', '\u2028', '\u001B[31m'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, hidden, after]) => `${before}${hidden}${after}`);
const HOSTILE_TEXT = fc.oneof(HIDDEN, hostileStrings, fc.string({ unit: 'binary', maxLength: 40 }));

/** A Garmin CSV whose club names, and cells here and there, are hostile text. */
const garminCsv = fc
  .tuple(
    fc.integer({ min: 1, max: 1000 }),
    fc.integer({ min: 1, max: 6 }),
    fc.option(HOSTILE_TEXT, { freq: 2 }),
    fc.array(HOSTILE_TEXT, { maxLength: 2 }),
  )
  .chain(([seed, count, label, hostile]) => {
    const shots = syntheticShots(seed, count).map((shot) => (label === null ? shot : { ...shot, clubLabel: label }));
    const lines = garminCsvOf(shots, { date: '2026-11-20', time: '10:00' }).split('\n');
    return fc
      .array(fc.tuple(fc.nat(), fc.nat()), { minLength: hostile.length, maxLength: hostile.length })
      .map((spots) => {
        spots.forEach(([row, column], i) => {
          // Data rows only: a broken heading or units row only refuses the file at its first line.
          const at = 2 + (row % Math.max(lines.length - 2, 1));
          if (at >= lines.length) return;
          const cells = lines[at]!.split(',');
          cells[column % cells.length] = hostile[i]!;
          lines[at] = cells.join(',');
        });
        return encode(lines.join('\n'));
      });
  });

/** A Foresight session whose session id, club names or numbers are hostile values. */
const fsxSession = fc
  .tuple(
    fc.integer({ min: 1, max: 1000 }),
    fc.integer({ min: 0, max: 5 }),
    fc.oneof(HOSTILE_TEXT, fc.constant('abc-123')),
    fc.option(HOSTILE_TEXT, { freq: 2 }),
    fc.option(fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(2 ** 31, -1e308, '1e309', null))),
  )
  .map(([seed, count, sessionId, label, value]) => {
    const session = JSON.parse(fsxSessionOf(syntheticShots(seed, count), 'id', '2026-11-20T10:00:00Z')) as {
      SessionId: unknown;
      Shots: Array<Record<string, Record<string, unknown>> & { ClubName?: unknown }>;
    };
    session.SessionId = sessionId;
    for (const shot of session.Shots) {
      if (label !== null) shot.ClubName = label;
      if (value !== null && shot.BallData && seed % 2 === 0) shot.BallData.BallSpeed = value;
    }
    return encode(JSON.stringify(session));
  });

const MAGIC = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff, 0xe0],
  [0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70],
];
const withMagic = fc
  .tuple(fc.constantFrom(...MAGIC), fc.uint8Array({ maxLength: 400 }))
  .map(([magic, rest]) => Uint8Array.from([...magic, ...rest]) as Uint8Array<ArrayBuffer>);

const contents: fc.Arbitrary<Uint8Array<ArrayBuffer>> = fc.oneof(
  { weight: 3, arbitrary: garminCsv },
  { weight: 3, arbitrary: fsxSession },
  { weight: 1, arbitrary: withMagic },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 600 }).map((bytes) => Uint8Array.from(bytes) as Uint8Array<ArrayBuffer>),
  },
  { weight: 1, arbitrary: HOSTILE_TEXT.map(encode) },
);

const names = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('session.csv', 'range.session', 'hero.png', 'hero.jpg', 'hero.mp4') },
  { weight: 2, arbitrary: hostileStrings },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((s) => `${s}.csv`) },
);

export const arbitraryFile: fc.Arbitrary<FuzzFile> = fc.record({ name: names, bytes: contents });
