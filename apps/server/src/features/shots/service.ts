// Shot data from the simulators (docs/decisions/220-shot-data-import.md): importing session files (each parsed by
// core, identified by its own session id or a hash of its bytes, matched by core's fileSlotAt to the member's booking or
// lesson that covers its start), listing, reading, re-matching and deleting sessions, and the per-club summary. Who may read or
// import whose shots is decided here on top of the route's capability
// (docs/decisions/221-who-reads-a-members-shots.md): a member their own, a coach those of a member who booked a
// lesson with them, desk staff only to import for a member's booking, admins anyone's. Anyone else is told the
// member's shots do not exist (404), as other people's bookings are.
import { createHash } from 'node:crypto';
import {
  authorize,
  can,
  facilityNow,
  formatDateShort,
  facilityToday,
  fileSlotAt,
  summariseClubRuns,
  SHOT_SOURCE_NAMES,
  type ParsedSession,
  type RefusedShotFile,
  type ShotFileError,
  type ShotFileOutcome,
  type Occupancy,
  type ShotFileResult,
  type ShotImportFields,
  type ShotSession,
  type ShotSessionDetail,
  type ShotSessionList,
  type StaffedHours,
  type ShotSummary,
  type ShotSettings,
  type ShotSummaryQuery,
  type UnitSystem,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { FileReaderFactory, UploadedFile } from '../../http/multipart';
import type { NewShotSession, ShotSessionRecord, ShotsRepository, StoredShot } from './repository';
import { createSessionFileReader } from './shot-file';

/** A booking or lesson slot of the member that a session may be matched to. */
export interface MatchCandidate {
  bookingId: number;
  kind: 'booking' | 'lesson';
  date: string;
  startTime: string;
  endTime: string;
  coachName: string | null;
  simulatorName: string | null;
}

export interface ShotsDeps {
  repo: ShotsRepository;
  /** The facility's staffed hours now (its settings): the desk imports for members only within them. */
  staffedHours: () => StaffedHours;
  findUser: (id: number) => Promise<User | undefined>;
  findBooking: (id: number) => Promise<Occupancy | null>;
  /** The member's bookings and (not cancelled) lessons on a facility date, each with its bookings row. */
  slotsOn: (userId: number, date: string) => Promise<MatchCandidate[]>;
  /** Has the member a (not cancelled) lesson with this coach? */
  coachTeaches: (coachId: number, memberId: number) => Promise<boolean>;
  /** The user's units for shot data, kept on their account. */
  unitsOf: (userId: number) => Promise<UnitSystem>;
  setUnits: (userId: number, units: UnitSystem) => Promise<void>;
  /** What one member's imported files may add up to (SHOT_STORAGE_LIMIT_KB). */
  storageLimitBytes: number;
  now: () => Date;
}

const NOT_FOUND = () => new AppError('NOT_FOUND');
/** Kinds of bookings rows that belong to one member: their own, one the desk made for them, a lesson. */
const MEMBER_ROW_KINDS = new Set(['member', 'staff', 'lesson']);

/** A refused file's outcome: its name, the device it was read as, the line and field, and why. */
function refusal(
  file: UploadedFile<ShotUpload>,
  detail: ShotFileError,
  held: { needsClub?: boolean; hitOn?: string } = {},
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
 * An uploaded file's session, its shots given the `club` field's club when the file names none, or its refusal. A
 * file hit on another facility day than the named booking's is held back (the wrong file, or the wrong booking)
 * unless `otherDay` says it belongs there all the same (docs/decisions/220-shot-data-import.md).
 */
function readUpload(
  file: UploadedFile<ShotUpload>,
  fields: Pick<ShotImportFields, 'club' | 'otherDay'>,
  bookingDate: string | undefined,
): { ok: true; session: ParsedSession } | { ok: false; refusal: RefusedShotFile } {
  const { result } = file.content;
  if (!result.ok) return { ok: false, refusal: refusal(file, result.error) };
  let { session } = result;
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
 * Reads an uploaded file as its bytes arrive (docs/decisions/222-streaming-shot-file-import.md): core's reader
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

const publicSession = ({ userId: _owner, ...session }: ShotSessionRecord): ShotSession => session;

export function createShotsService(deps: ShotsDeps) {
  const { repo } = deps;

  /** Whose shots `user` asks for (their own when `userId` is absent), or a refusal. */
  async function readableOwner(user: User, userId: number | undefined): Promise<number> {
    // Anyone who may read shots may read their own (a coach who is no member simply has none).
    if (userId === undefined || userId === user.id) return user.id;
    if (await mayReadOthers(user, userId)) return userId;
    throw NOT_FOUND();
  }

  async function mayReadOthers(user: User, memberId: number): Promise<boolean> {
    if (memberId === user.id) return true;
    if (can(user, 'admin:screens')) return (await deps.findUser(memberId)) !== undefined;
    if (can(user, 'coach:screens')) return deps.coachTeaches(user.id, memberId);
    return false;
  }

  async function readableSession(user: User, id: number): Promise<ShotSessionRecord> {
    const session = await repo.find(id);
    if (!session || !(await mayReadOthers(user, session.userId))) throw NOT_FOUND();
    return session;
  }

  /** The session's own member or an admin may change it; a coach who may read it may not. */
  const mayChange = (user: User, session: ShotSessionRecord) =>
    session.userId === user.id || can(user, 'admin:screens');

  async function changeableSession(user: User, id: number): Promise<ShotSessionRecord> {
    const session = await readableSession(user, id);
    if (!mayChange(user, session)) throw new AppError('FORBIDDEN');
    return session;
  }

  async function memberBooking(memberId: number, bookingId: number): Promise<Occupancy> {
    const booking = await deps.findBooking(bookingId);
    if (!booking || booking.userId !== memberId || !MEMBER_ROW_KINDS.has(booking.kind)) {
      throw new AppError('VALIDATION_FAILED', 'That booking is not one of this member’s.', {
        bookingId: ['That booking is not one of this member’s.'],
      });
    }
    return booking;
  }

  /** Whose files these are, and the booking staff named, or a refusal (decision 221). */
  async function importOwner(
    user: User,
    fields: ShotImportFields,
  ): Promise<{ ownerId: number; bookingId?: number; bookingDate?: string }> {
    const named = fields.userId;
    if (named === undefined || named === user.id) {
      // Desk staff and coaches import for a member, whom they name; their own golf is a member's feature.
      if (!can(user, 'member:features')) {
        throw new AppError('VALIDATION_FAILED', 'Choose the member the files belong to.', {
          userId: ['Choose the member the files belong to.'],
        });
      }
      const booking = fields.bookingId === undefined ? null : await memberBooking(user.id, fields.bookingId);
      return { ownerId: user.id, bookingId: fields.bookingId, bookingDate: booking?.bookingDate };
    }
    const member = await deps.findUser(named);
    const admin = can(user, 'admin:screens');
    // Within staffed hours only, as the desk's own routes (decision 221): a desk staffer who is also a member passes
    // the route's check at any hour as a member, not as the desk.
    const desk = authorize(user, 'desk:bookings', deps.now(), deps.staffedHours()).allowed;
    const coach = can(user, 'coach:screens') && member !== undefined && (await deps.coachTeaches(user.id, named));
    if (!member || !(admin || desk || coach)) throw NOT_FOUND();
    if (desk && !admin && !coach && fields.bookingId === undefined) {
      throw new AppError('VALIDATION_FAILED', 'Choose the member’s booking the files belong to.', {
        bookingId: ['Choose the member’s booking the files belong to.'],
      });
    }
    const booking = fields.bookingId === undefined ? null : await memberBooking(named, fields.bookingId);
    return { ownerId: named, bookingId: fields.bookingId, bookingDate: booking?.bookingDate };
  }

  const importing = {
    /**
     * Imports session files for a member: each file is read (as it arrived) and stored or refused on its own, so one
     * bad file does not refuse the others and nothing of a refused file is stored
     * (docs/decisions/220-shot-data-import.md). The one import entry point: the member's upload, the
     * desk's and the bay agent's files all come through it.
     */
    async importFiles(user: User, fields: ShotImportFields, files: readonly UploadedFile<ShotUpload>[]) {
      const { ownerId, bookingId, bookingDate } = await importOwner(user, fields);
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
    fields: Pick<ShotImportFields, 'club' | 'otherDay'>,
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
      // file only lacks its club, in `otherDay` when it was hit on another day, so the upload dialog asks).
      const refused = outcomes.filter((o): o is RefusedShotFile => o !== null && !o.ok);
      const clubless = refused.filter((o) => o.needsClub).map((o) => o.message);
      const otherDay = refused.filter((o) => o.hitOn !== null).map((o) => o.message);
      const messages = refused.map((o) => o.message);
      throw new AppError('SHOT_FILE_INVALID', messages.join(' '), {
        file: messages,
        ...(clubless.length > 0 ? { club: clubless } : {}),
        ...(otherDay.length > 0 ? { otherDay } : {}),
      });
    }
    const slotsByDate = new Map<string, MatchCandidate[]>();
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
        shots: session.shots,
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
      };
    });
    const answer = outcomes as ShotFileOutcome[];
    return { created: answer.some((o) => o.ok && !o.duplicate), outcomes: answer };
  }

  return {
    ...importing,

    async list(user: User, userId: number | undefined): Promise<ShotSessionList> {
      const ownerId = await readableOwner(user, userId);
      const [sessions, usedBytes] = await Promise.all([repo.listForUser(ownerId), repo.usedBytes(ownerId)]);
      return { sessions: sessions.map(publicSession), storage: { usedBytes, limitBytes: deps.storageLimitBytes } };
    },

    async detail(user: User, id: number): Promise<ShotSessionDetail> {
      const session = await readableSession(user, id);
      const [shots, slots] = await Promise.all([
        repo.shotsOf(id),
        mayChange(user, session) ? deps.slotsOn(session.userId, session.sessionDate) : Promise.resolve([]),
      ]);
      const matchOptions = slots
        .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.bookingId - b.bookingId)
        .map(({ bookingId, kind, startTime, endTime, coachName, simulatorName }) => ({
          bookingId,
          kind,
          startTime: startTime.slice(0, 5),
          endTime: endTime.slice(0, 5),
          coachName,
          simulatorName,
        }));
      return { session: publicSession(session), shots, matchOptions };
    },

    /** A booking or lesson of the session's member, or none; another's booking is one that does not exist (404). */
    async match(user: User, id: number, bookingId: number | null): Promise<ShotSession> {
      const session = await changeableSession(user, id);
      if (bookingId !== null) {
        const booking = await deps.findBooking(bookingId);
        if (!booking || booking.userId !== session.userId || !MEMBER_ROW_KINDS.has(booking.kind)) throw NOT_FOUND();
      }
      await repo.setBooking(id, bookingId);
      return publicSession((await repo.find(id))!);
    },

    /**
     * Whoever may read the session (its member, their coach, an admin) excludes one of its shots from the good ones
     * or restores it (docs/decisions/238-shot-exclusions-and-mishits.md); another's shot is one that does not exist.
     */
    async exclude(user: User, id: number, shotId: number, excluded: boolean): Promise<StoredShot> {
      await readableSession(user, id);
      const shot = await repo.setExclusion(id, shotId, excluded);
      if (!shot) throw NOT_FOUND();
      return shot;
    },

    /** Only the member's coach (a lesson with them) or an admin pins a note; the member reads it. */
    async pinNote(user: User, id: number, note: string | null): Promise<ShotSession> {
      const session = await readableSession(user, id);
      const coach = can(user, 'coach:screens') && (await deps.coachTeaches(user.id, session.userId));
      if (!coach && !can(user, 'admin:screens')) throw new AppError('FORBIDDEN');
      await repo.setCoachNote(id, note ? note : null);
      return publicSession((await repo.find(id))!);
    },

    async remove(user: User, id: number): Promise<void> {
      await changeableSession(user, id);
      await repo.remove(id);
    },

    /** One's own units (a coach reading a member's shots reads them in the coach's units). */
    async settings(user: User): Promise<ShotSettings> {
      return { units: await deps.unitsOf(user.id) };
    },

    async saveSettings(user: User, settings: ShotSettings): Promise<ShotSettings> {
      await deps.setUnits(user.id, settings.units);
      return { units: await deps.unitsOf(user.id) };
    },

    async summary(user: User, query: ShotSummaryQuery): Promise<ShotSummary> {
      const ownerId = await readableOwner(user, query.userId);
      if (query.from && query.to && query.from > query.to) {
        throw new AppError('VALIDATION_FAILED', 'The start date must be on or before the end date.', {
          from: ['The start date must be on or before the end date.'],
        });
      }
      const good = query.shots === 'good';
      const runs = await repo.summaryRuns(ownerId, { from: query.from, to: query.to, club: query.club, good });
      return { clubs: summariseClubRuns(runs) };
    },
  };
}

export type ShotsService = ReturnType<typeof createShotsService>;
