// The facility's settings (docs/decisions/228-facility-settings-in-the-database.md): the facts its owner keeps from
// the admin console, read by anyone as the public facts (GET /api/facility), by the landing page's HTML and the
// e-mails, and changed by admins. A fresh install's row is made on first read from the defaults and the environment's
// values (seeded once: the environment is not read again afterwards). Every change is recorded in the activity log
// with the fields it changed, before and after, in the same transaction; a save against an older version than the
// stored one is refused, so one admin never silently undoes another's change.
import {
  FACILITY_DEFAULTS,
  FACILITY_FACT_FIELDS,
  FACILITY_MESSAGES,
  SOCIAL_NETWORKS,
  socialFieldOf,
  bayListLabel,
  staffedHoursOf,
  staffedHoursProblem,
  DEFAULT_STAFFED_HOURS,
  bookingLimitsOf,
  lessonCutoffsOf,
  publicFacilityOf,
  type ActivitySnapshot,
  type BookingLimits,
  type LessonCutoffs,
  type FacilityFacts,
  type FacilityMedia,
  type FacilitySettings,
  type FacilitySettingsPatch,
  type PublicFacility,
  type StaffedHours,
  type User,
} from '@longwood/core';
import type { ReadCache } from '../../db/read-cache';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { RecordActivity } from '../../ports/activity';
import { saveBays, type BayStore } from './bays';
import { createMediaChanges, mediaOf } from './media-changes';
import type { MediaFiles } from './media-files';
import type { FacilitySettingsRepository, StoredFacilitySettings } from './repository';

/** What each process keeps (kept-settings.ts): the settings and the media the pages show. */
export interface KeptFacility {
  settings: FacilitySettings;
  media: FacilityMedia;
}

export interface FacilityServiceDeps {
  repo: FacilitySettingsRepository;
  kept: {
    cache: ReadCache<'facility', KeptFacility>;
    key: 'facility';
    /** Hears every drop of the kept copy (a change here or in another process, or a relay resync). */
    onDropped?: (listener: () => void) => void;
  };
  /** The uploaded media's folder (docs/decisions/230-more-facility-settings.md). */
  mediaFiles: MediaFiles;
  /** The environment's values for a fresh install (already validated). */
  seed: Partial<FacilityFacts>;
  /** The bays (docs/decisions/229-bays-as-facility-settings.md): their own table, saved with the settings. */
  bays: BayStore;
  transaction: UnitOfWorkRunner;
  record: RecordActivity;
  now: () => Date;
}

/** The fields that may be empty (a social link that is not shown). */
const OPTIONAL_FIELDS = new Set<string>(SOCIAL_NETWORKS.map(socialFieldOf));

function settingsOf(stored: StoredFacilitySettings, bays: FacilitySettings['bays']): FacilitySettings {
  const facts: FacilityFacts = { ...FACILITY_DEFAULTS };
  for (const field of FACILITY_FACT_FIELDS) {
    const value = stored.facts[field];
    if (typeof value === typeof FACILITY_DEFAULTS[field] || (value === null && OPTIONAL_FIELDS.has(field))) {
      (facts as unknown as Record<string, unknown>)[field] = value;
    }
  }
  return { ...facts, version: stored.version, updatedAt: stored.updatedAt, bays };
}

const snapshot = (facts: FacilityFacts, fields: readonly (keyof FacilityFacts)[]): ActivitySnapshot =>
  Object.fromEntries(fields.map((field) => [field, facts[field]]));

function staleVersion(): AppError {
  return new AppError('STALE_VERSION', FACILITY_MESSAGES.version, { version: [FACILITY_MESSAGES.version] });
}

export function createFacilityService({
  repo,
  kept,
  mediaFiles,
  seed,
  bays,
  transaction,
  record,
  now,
}: FacilityServiceDeps) {
  const read = async (tables: Pick<FacilitySettingsRepository, 'read' | 'ensure'>) => {
    const stored = await tables.read();
    if (stored) return stored;
    await tables.ensure({ ...seed });
    const created = await tables.read();
    if (!created) throw new Error('The facility settings row could not be created');
    return created;
  };

  /**
   * The staffed hours the role policy checks synchronously on every request (http/auth.ts): the last ones read here,
   * read again whenever the kept settings are dropped (a change in any process, over the settings relay).
   */
  let staffedHours: StaffedHours = { ...DEFAULT_STAFFED_HOURS };
  /** Raised by every save here: a read that began before it (it may have read the row before the save) is ignored. */
  let saves = 0;

  const current = (): Promise<KeptFacility> =>
    kept.cache.through(kept.key, async () => {
      const began = saves;
      const stored = await read(repo);
      const settings = settingsOf(stored, await bays.bays());
      if (began === saves) staffedHours = staffedHoursOf(settings);
      return { settings, media: mediaOf(stored) };
    });
  /** Reads the staffed hours again (without making the row: a fresh install's first page does that). */
  const refreshStaffedHours = async () => {
    const began = saves;
    const stored = (await repo.read()) ?? { version: 1, facts: { ...seed }, media: {}, updatedAt: null };
    if (began === saves) staffedHours = staffedHoursOf(settingsOf(stored, []));
  };
  kept.onDropped?.(() => {
    refreshStaffedHours().catch(() => {
      // The database cannot answer just now: the hours last read stand until the next read.
    });
  });
  const settings = async (): Promise<FacilitySettings> => (await current()).settings;

  /** Saves run one at a time (the settings lock): each reads the row as the one before left it. */
  const save = (actor: User, patch: FacilitySettingsPatch) =>
    transaction(async (unitOfWork): Promise<FacilitySettings> => {
      const tables = repo.within(unitOfWork);
      await tables.lock();
      const stored = await read(tables);
      if (patch.version !== undefined && patch.version !== stored.version) throw staleVersion();
      const at = now();
      const bayTables = bays.within(unitOfWork);
      const baySave = patch.bays
        ? await saveBays(bayTables, patch.bays, at.toISOString())
        : { before: await bayTables.bays(), changed: false };
      const before = settingsOf(stored, baySave.before);
      const changed = FACILITY_FACT_FIELDS.filter(
        (field) => patch[field] !== undefined && patch[field] !== before[field],
      );
      if (changed.length === 0 && !baySave.changed) return before;
      const after: FacilitySettings = { ...before, bays: 'after' in baySave ? baySave.after : before.bays };
      const written: Record<string, unknown> = { ...stored.facts };
      for (const field of changed) {
        (after as unknown as Record<string, unknown>)[field] = patch[field];
        written[field] = patch[field];
      }
      const order = staffedHoursProblem(after);
      if (order) throw new AppError('VALIDATION_FAILED', order, { staffedHoursEnd: [order] });
      if (!(await tables.replace(written, stored.version, actor.id, at))) throw staleVersion();
      await record(unitOfWork, {
        actor,
        action: 'facility.settings-changed',
        targetType: 'facility',
        targetId: null,
        targetLabel: 'Facility settings',
        before: { ...snapshot(before, changed), ...(baySave.changed ? { bays: bayListLabel(before.bays) } : {}) },
        after: { ...snapshot(after, changed), ...(baySave.changed ? { bays: bayListLabel(after.bays) } : {}) },
      });
      saves += 1;
      staffedHours = staffedHoursOf(after);
      return { ...after, version: stored.version + 1, updatedAt: at.toISOString() };
    });

  return {
    settings,

    /** The lesson cut-offs the next lesson booking or cancellation obeys. */
    async lessonCutoffs(): Promise<LessonCutoffs> {
      return lessonCutoffsOf(await settings());
    },

    /** The desk's staffed hours now, without waiting (the role policy's check on every request). */
    staffedHours: (): StaffedHours => staffedHours,

    /** Reads the settings once (app start), so the staffed hours are the stored ones from the first request. */
    warm: refreshStaffedHours,

    /** The cap and window the next booking obeys (the kept settings: a change applies at once, everywhere). */
    async bookingLimits(): Promise<BookingLimits> {
      const current = await settings();
      return { ...bookingLimitsOf(current), bays: current.bays };
    },

    async publicFacility(): Promise<PublicFacility> {
      const { settings: currentSettings, media } = await current();
      const { updatedAt: _updatedAt, bays: bayList, ...facts } = currentSettings;
      return publicFacilityOf(facts, media, bayList);
    },

    async update(actor: User, patch: FacilitySettingsPatch): Promise<FacilitySettings> {
      return save(actor, patch);
    },

    ...createMediaChanges({ repo, mediaFiles, transaction, record, now, read }),
  };
}

export type FacilityService = ReturnType<typeof createFacilityService>;
