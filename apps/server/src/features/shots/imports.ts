// Importing session files (docs/decisions/220-shot-data-import.md): each file
// read by core as it arrived, identified by its own session id or a hash of its bytes, matched by core's fileSlotAt
// to the member's booking or lesson that covers its start (or to the booking staff named), and stored or refused on
// its own. The member's upload, the desk's and the bay agent's files all come through here.
import { createHash } from 'node:crypto';
import {
  facilityNow,
  facilityToday,
  fileSlotAt,
  formatDateShort,
  inUnits,
  SHOT_SOURCE_NAMES,
  withModelledFlight,
  type ParsedSession,
  type RefusedShotFile,
  type ShotFileError,
  type ShotFileOutcome,
  type ShotFileResult,
  type ShotImportFields,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { FileReaderFactory, UploadedFile } from '../../http/multipart';
import type { ShotAccess } from './access';
import type { NewShotSession } from './repository';
import type { MatchCandidate, ShotsDeps } from './service';
import { createSessionFileReader } from './shot-file';

/** A refused file's outcome: its name, the device it was read as, the line and field, and why. */
function refusal(
  file: UploadedFile<ShotUpload>,
  detail: ShotFileError,
  held: { needsClub?: boolean; needsUnits?: boolean; hitOn?: string } = {},
): RefusedShotFile {
  const where = [detail.line !== null ? `line ${detail.line}` : null, detail.field ? `field "${detail.field}"` : null]
    .filter(Boolean)
    .join(', ');
  const device = detail.source ? ` (read as a ${SHOT_SOURCE_NAMES[detail.source]} file)` : '';
  return {
    ok: false,
    fileName: file.name,
    source: detail.source,
    message: `${file.name}${device}: ${where ? `${where}: ` : ''}${detail.message}`,
    needsClub: held.needsClub ?? false,
    needsUnits: held.needsUnits ?? false,
    hitOn: held.hitOn ?? null,
  };
}

/** The facility date a file's shots were hit on when it is not the named booking's; null when it is or is unknown. */
function otherDayThan(session: ParsedSession, bookingDate: string | undefined): string | null {
  if (!bookingDate || !session.startedAt) return null;
  const hit = facilityNow(new Date(session.startedAt)).date;
  return hit === bookingDate ? null : hit;
}

const otherDayText = (hit: string, bookingDate: string) =>
  `${formatDateShort(hit)}, not on the booking's day (${formatDateShort(bookingDate)})`;

/**
 * An uploaded file's session, its shots given the `club` field's club when the file names none and read in the
 * `units` field's units when the file names none and its values do not tell them (decision 429), or its refusal. A
 * file hit on another facility day than the named booking's is held back (the wrong file, or the wrong booking)
 * unless `otherDay` says it belongs there all the same (docs/decisions/220-shot-data-import.md).
 */
function readUpload(
  file: UploadedFile<ShotUpload>,
  fields: Pick<ShotImportFields, 'club' | 'otherDay' | 'units'>,
  bookingDate: string | undefined,
): { ok: true; session: ParsedSession } | { ok: false; refusal: RefusedShotFile } {
  const { result } = file.content;
  if (!result.ok) return { ok: false, refusal: refusal(file, result.error) };
  let { session } = result;
  if (session.unstatedUnits === 'unknown') {
    if (!fields.units) {
      const device = SHOT_SOURCE_NAMES[session.source];
      const message = `${device} files name no units and this one's carries and ball speeds do not tell them: choose yards and mph or metres and km/h.`;
      const detail = { source: session.source, line: null, field: null, message };
      return { ok: false, refusal: refusal(file, detail, { needsUnits: true }) };
    }
    session = inUnits(session, fields.units);
  }
  const { club } = fields;
  if (!session.namesClub) {
    if (!club) {
      const device = SHOT_SOURCE_NAMES[session.source];
      const message = `${device} files name no club: choose the club these shots were hit with.`;
      const detail = { source: session.source, line: null, field: null, message };
      return { ok: false, refusal: refusal(file, detail, { needsClub: true }) };
    }
    session = { ...session, shots: session.shots.map((shot) => ({ ...shot, club, clubLabel: club })) };
  }
  const hit = otherDayThan(session, bookingDate);
  if (hit && bookingDate) {
    const said = otherDayText(hit, bookingDate);
    if (!fields.otherDay) {
      const message = `Its shots were hit on ${said}: it was held back, not imported.`;
      const detail = { source: session.source, line: null, field: null, message };
      return { ok: false, refusal: refusal(file, detail, { hitOn: hit }) };
    }
    session = { ...session, warnings: [...session.warnings, `Its shots were hit on ${said}.`] };
  }
  return { ok: true, session };
}

/** An uploaded session file as read while it arrived: its session (or problem) and the SHA-256 of its bytes. */
export interface ShotUpload {
  result: ShotFileResult;
  sha256: string;
}

/**
 * Reads an uploaded file as its bytes arrive (docs/decisions/350-shot-files-read-and-matched.md): core's reader
 * parses them and the hash that identifies a file without a session id is taken over them, so the file is never
 * held whole. Once the file is known to be bad, its remaining bytes are only hashed.
 */
export const readShotUpload: FileReaderFactory<ShotUpload> = () => {
  const reader = createSessionFileReader();
  const hash = createHash('sha256');
  let readable = true;
  return {
    write(chunk) {
      hash.update(chunk);
      if (readable) readable = reader.write(chunk);
    },
    end: () => ({ result: reader.end(), sha256: hash.digest('hex') }),
  };
};

/** A whole file as an upload, read by the same reader in one piece (for scripts such as the benchmark). */
export function shotUploadOf(name: string, bytes: Buffer): UploadedFile<ShotUpload> {
  const reader = readShotUpload({ field: 'file', name });
  reader.write(bytes);
  return { field: 'file', name, size: bytes.length, content: reader.end() };
}

export function createShotImports(
  deps: Pick<ShotsDeps, 'repo' | 'slotsOn' | 'storageLimitBytes' | 'air' | 'now'>,
  access: Pick<ShotAccess, 'importOwner'>,
) {
  const { repo } = deps;

  const importing = {
    /**
     * Imports session files for a member: each file is read (as it arrived) and stored or refused on its own, so one
     * bad file does not refuse the others and nothing of a refused file is stored
     * (docs/decisions/220-shot-data-import.md). The one import entry point: the member's upload, the
     * desk's and the bay agent's files all come through it.
     */
    async importFiles(user: User, fields: ShotImportFields, files: readonly UploadedFile<ShotUpload>[]) {
      const { ownerId, bookingId, bookingDate } = await access.importOwner(user, fields);
      return importFor(ownerId, bookingId, fields, files, user.id, bookingDate);
    },

    /**
     * A bay's session file (docs/decisions/241-bay-shots-matched-to-the-bay.md): imported for the member whose
     * booking on that bay covers it, matched to that booking, as the member's own upload would be.
     */
    importForBooking: (ownerId: number, bookingId: number, files: readonly UploadedFile<ShotUpload>[]) =>
      importFor(ownerId, bookingId, {}, files, null),
  };

  /** The one import: read files of `ownerId`'s, each matched to `bookingId` or the slot covering its start. */
  async function importFor(
    ownerId: number,
    bookingId: number | undefined,
    fields: Pick<ShotImportFields, 'club' | 'otherDay' | 'units'>,
    files: readonly UploadedFile<ShotUpload>[],
    importedBy: number | null,
    /** The named booking's date: a file hit on another day is held back unless `otherDay` (decision 220). */
    bookingDate?: string,
  ) {
    const uploads = files.filter((f) => f.field === 'file');
    if (uploads.length === 0) {
      throw new AppError('VALIDATION_FAILED', 'Choose at least one session file.', {
        file: ['Choose at least one session file.'],
      });
    }
    const now = deps.now();
    const outcomes: (ShotFileOutcome | null)[] = [];
    const readable: { index: number; file: UploadedFile<ShotUpload>; session: ParsedSession }[] = [];
    uploads.forEach((file, index) => {
      const read = readUpload(file, fields, bookingDate);
      if (read.ok) {
        readable.push({ index, file, session: read.session });
        outcomes.push(null);
      } else {
        outcomes.push(read.refusal);
      }
    });
    if (readable.length === 0) {
      // Nothing to store: the request is refused as a whole, each file's reason in `file` (and in `club` when a
      // file only lacks its club, in `units` its units, in `otherDay` when it was hit on another day, so the upload
      // dialog asks).
      const refused = outcomes.filter((o): o is RefusedShotFile => o !== null && !o.ok);
      const clubless = refused.filter((o) => o.needsClub).map((o) => o.message);
      const unitless = refused.filter((o) => o.needsUnits).map((o) => o.message);
      const otherDay = refused.filter((o) => o.hitOn !== null).map((o) => o.message);
      const messages = refused.map((o) => o.message);
      throw new AppError('SHOT_FILE_INVALID', messages.join(' '), {
        file: messages,
        ...(clubless.length > 0 ? { club: clubless } : {}),
        ...(unitless.length > 0 ? { units: unitless } : {}),
        ...(otherDay.length > 0 ? { otherDay } : {}),
      });
    }
    const slotsByDate = new Map<string, MatchCandidate[]>();
    const air = await deps.air();
    const sessions: NewShotSession[] = [];
    for (const { file, session } of readable) {
      const sessionDate = session.startedAt ? facilityNow(new Date(session.startedAt)).date : facilityToday(now);
      let matched: number | null = bookingId ?? null;
      if (matched === null && session.startedAt) {
        let slots = slotsByDate.get(sessionDate);
        if (!slots) {
          slots = await deps.slotsOn(ownerId, sessionDate);
          slotsByDate.set(sessionDate, slots);
        }
        matched = fileSlotAt(new Date(session.startedAt), slots)?.bookingId ?? null;
      }
      sessions.push({
        source: session.source,
        fileName: file.name,
        dedupeKey: session.externalId ? `${session.source}:${session.externalId}` : `sha256:${file.content.sha256}`,
        startedAt: session.startedAt,
        sessionDate,
        bookingId: matched,
        skippedCount: session.skippedCount,
        droppedValueCount: session.droppedValueCount,
        bytes: file.size,
        // What the file left out of a shot's flight, the model fills (decision 444).
        shots: session.shots.map((shot) => withModelledFlight(shot, {}, air)),
      });
    }
    const stored = await repo.importSessions(ownerId, sessions, importedBy, now.toISOString(), deps.storageLimitBytes);
    if (stored.kind === 'storage-full') {
      const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
      throw new AppError(
        'SHOT_STORAGE_FULL',
        `These files would take the shot storage past ${mb(deps.storageLimitBytes)} (${mb(stored.usedBytes)} used). Delete older sessions first.`,
      );
    }
    stored.sessions.forEach(({ record, duplicate }, i) => {
      const { index, session } = readable[i]!;
      outcomes[index] = {
        ok: true,
        id: record.id,
        source: record.source,
        fileName: record.fileName,
        startedAt: record.startedAt,
        shotCount: record.shotCount,
        skippedCount: record.skippedCount,
        droppedValueCount: record.droppedValueCount,
        bookingId: record.bookingId,
        duplicate,
        warnings: session.warnings,
        units: session.unstatedUnits === 'unknown' ? null : session.unstatedUnits,
      };
    });
    const answer = outcomes as ShotFileOutcome[];
    return { created: answer.some((o) => o.ok && !o.duplicate), outcomes: answer };
  }

  return importing;
}
