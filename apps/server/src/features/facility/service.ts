// The facility's settings (docs/decisions/228-facility-settings-in-the-database.md): the facts its owner keeps from
// the admin console, read by anyone as the public facts (GET /api/facility), by the landing page's HTML and the
// e-mails, and changed by admins. A fresh install's row is made on first read from the defaults and the environment's
// values (seeded once: the environment is not read again afterwards). Every change is recorded in the activity log
// with the fields it changed, before and after, in the same transaction; a save against an older version than the
// stored one is refused, so one admin never silently undoes another's change.
import {
  FACILITY_DEFAULTS,
  FACILITY_FACT_FIELDS,
  FACILITY_MEDIA_DEFAULTS,
  FACILITY_MESSAGES,
  SOCIAL_FIELDS,
  STAFFED_HOURS,
  bayListLabel,
  bookingLimitsOf,
  socialLinksOf,
  type ActivitySnapshot,
  type BookingLimits,
  type FacilityFacts,
  type FacilitySettings,
  type FacilitySettingsPatch,
  type PublicFacility,
  type User,
} from '@longwood/core';
import type { ReadCache } from '../../db/read-cache';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { RecordActivity } from '../../ports/activity';
import { saveBays, type BayStore } from './bays';
import type { FacilitySettingsRepository, StoredFacilitySettings } from './repository';

export interface FacilityServiceDeps {
  repo: FacilitySettingsRepository;
  kept: { cache: ReadCache<'facility', FacilitySettings>; key: 'facility' };
  /** The environment's values for a fresh install (already validated). */
  seed: Partial<FacilityFacts>;
  /** The bays (docs/decisions/229-bays-as-facility-settings.md): their own table, saved with the settings. */
  bays: BayStore;
  transaction: UnitOfWorkRunner;
  record: RecordActivity;
  now: () => Date;
}

/** The fields that may be empty (a social link that is not shown). */
const OPTIONAL_FIELDS = new Set<string>(Object.values(SOCIAL_FIELDS));

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

export function createFacilityService({ repo, kept, seed, bays, transaction, record, now }: FacilityServiceDeps) {
  const read = async (tables: Pick<FacilitySettingsRepository, 'read' | 'ensure'>) => {
    const stored = await tables.read();
    if (stored) return stored;
    await tables.ensure({ ...seed });
    const created = await tables.read();
    if (!created) throw new Error('The facility settings row could not be created');
    return created;
  };

  const settings = (): Promise<FacilitySettings> =>
    kept.cache.through(kept.key, async () => settingsOf(await read(repo), await bays.bays()));

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
      return { ...after, version: stored.version + 1, updatedAt: at.toISOString() };
    });

  return {
    settings,

    /** The cap and window the next booking obeys (the kept settings: a change applies at once, everywhere). */
    async bookingLimits(): Promise<BookingLimits> {
      const current = await settings();
      return { ...bookingLimitsOf(current), bays: current.bays };
    },

    async publicFacility(): Promise<PublicFacility> {
      const current = await settings();
      const {
        updatedAt: _updatedAt,
        facebookUrl,
        instagramUrl,
        xUrl,
        youtubeUrl,
        dailyCapHours,
        bookingWindowDays,
        bays: bayList,
        ...facts
      } = current;
      return {
        ...facts,
        social: socialLinksOf({ facebookUrl, instagramUrl, xUrl, youtubeUrl }),
        media: { ...FACILITY_MEDIA_DEFAULTS },
        bays: bayList,
        rules: {
          dailyCapHours,
          bookingWindowDays,
          staffedHours: { opens: STAFFED_HOURS.opens.slice(0, 5), closes: STAFFED_HOURS.closes.slice(0, 5) },
        },
      };
    },

    async update(actor: User, patch: FacilitySettingsPatch): Promise<FacilitySettings> {
      return save(actor, patch);
    },
  };
}

export type FacilityService = ReturnType<typeof createFacilityService>;
