// Bay device keys (docs/decisions/240-bay-agent-and-device-keys.md): an admin issues a key for a bay on
// /admin/facility and pastes it into the bay agent on that bay's PC; the key is answered once and kept only as its
// SHA-256 (a random 256-bit key needs no slow hash: nothing short enough to guess is ever stored). Issuing and
// revoking are recorded in the activity log in the same transaction. `authenticate` is how the bay routes know
// which bay is speaking: every request looks the key up afresh, so a revoked key is refused at once in every
// process, and each key has its own request budget (a flood from one bay never slows another).
import { createHash, randomBytes } from 'node:crypto';
import {
  bayKeyLimitMessage,
  bayName,
  type BayAgentHealth,
  type BayHealthReport,
  type BayDeviceKey,
  type BayDeviceKeysQuery,
  type Page,
  type BayDeviceKeyIssue,
  type FacilityBay,
  type IssuedBayDeviceKey,
  type User,
} from '@longwood/core';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limiter';
import type { RecordActivity } from '../../ports/activity';
import type { BayHealthRepository } from './health-repository';
import type { BayDevicesRepository } from './repository';

/** What a key looks like: 'lwb_' and 43 base64url characters (32 random bytes). */
const KEY_SHAPE = /^lwb_[A-Za-z0-9_-]{43}$/;
/** Characters of the key kept in clear to tell keys apart ('lwb_' and eight more). */
const PREFIX_LENGTH = 12;
/** Requests of one key per minute: a bay sends a batch every few seconds at most; more is a loop or a flood. */
export const BAY_KEY_REQUEST_LIMIT = { max: 120, windowMs: 60_000 };
/** `last_used_at` is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The bay speaking, found from its request's `Authorization: Bearer <key>`. */
export interface BayCaller {
  keyId: number;
  bayId: number;
}

export interface BayDevicesDeps {
  repo: BayDevicesRepository;
  /** Each bay agent's last health report (docs/decisions/423-bay-agent-health-line.md). */
  health: BayHealthRepository;
  transaction: UnitOfWorkRunner;
  record: RecordActivity;
  limiter: Pick<RateLimiter, 'reserve'>;
  /** Every bay, open or retired (the facility's settings). */
  bays: () => Promise<FacilityBay[]>;
  /** Keys a bay may have open at once (BAY_KEYS_PER_BAY, docs/decisions/504-bay-keys-capped-and-paged.md). */
  maxOpenKeys: number;
  now: () => Date;
}

const invalidKey = () => new AppError('BAY_KEY_INVALID', 'Unknown or revoked bay key.');
const tooMany = (retryAfterMs: number) =>
  `Too many requests from this bay. Please try again in ${Math.max(1, Math.ceil(retryAfterMs / 1000))} seconds.`;

export function createBayDevicesService(deps: BayDevicesDeps) {
  const { repo, now } = deps;

  async function knownBay(bayId: number): Promise<FacilityBay> {
    const bay = (await deps.bays()).find((b) => b.id === bayId);
    if (!bay) throw new AppError('NOT_FOUND');
    return bay;
  }

  const keyLabel = (bay: FacilityBay, key: BayDeviceKey) =>
    `${bayName(bay.id, [bay])} device key ${key.prefix}…${key.label ? ` (${key.label})` : ''}`;

  return {
    async issue(actor: User, bayId: number, body: BayDeviceKeyIssue): Promise<IssuedBayDeviceKey> {
      const bay = await knownBay(bayId);
      const key = `lwb_${randomBytes(32).toString('base64url')}`;
      const stored = await deps.transaction(async (unitOfWork) => {
        const keys = repo.within(unitOfWork);
        // Counted under the bay's lock: a burst of issues never opens more than the cap.
        await keys.lockBay(bayId);
        if ((await keys.countOpen(bayId)) >= deps.maxOpenKeys) {
          throw new AppError('BAY_KEY_LIMIT', bayKeyLimitMessage(bayName(bay.id, [bay]), deps.maxOpenKeys));
        }
        const added = await keys.add({
          bayId,
          keyHash: hashKey(key),
          prefix: key.slice(0, PREFIX_LENGTH),
          label: body.label ? body.label : null,
          createdBy: actor.id,
          createdAt: now().toISOString(),
        });
        await deps.record(unitOfWork, {
          actor,
          action: 'bay-key.issued',
          targetType: 'bay',
          targetId: bayId,
          targetLabel: keyLabel(bay, added),
          before: null,
          after: { key: added.prefix, label: added.label },
        });
        return added;
      });
      return { id: stored.id, key };
    },

    async list(bayId: number, query: BayDeviceKeysQuery): Promise<Page<BayDeviceKey>> {
      await knownBay(bayId);
      return repo.pageForBay(bayId, query);
    },

    async revoke(actor: User, bayId: number, id: number): Promise<void> {
      const bay = await knownBay(bayId);
      await deps.transaction(async (unitOfWork) => {
        const keys = repo.within(unitOfWork);
        // The bay's lock first: on SQLite a read before the write fails at once (SQLITE_BUSY) when another process
        // (a bay's request noting its key's use) wrote in between; the lock's write waits its turn instead.
        await keys.lockBay(bayId);
        const key = await keys.find(bayId, id);
        if (!key) throw new AppError('NOT_FOUND');
        if (key.revokedAt !== null) return;
        await keys.revoke(id, now().toISOString());
        await deps.record(unitOfWork, {
          actor,
          action: 'bay-key.revoked',
          targetType: 'bay',
          targetId: bayId,
          targetLabel: keyLabel(bay, key),
          before: { key: key.prefix, revoked: false },
          after: { key: key.prefix, revoked: true },
        });
      });
    },

    /**
     * The bay of a request's `Authorization: Bearer <key>` (401 BAY_KEY_INVALID for a missing, unknown or revoked
     * key), with one request counted against the key's budget (429 past it).
     */
    async authenticate(authorization: string | undefined): Promise<BayCaller> {
      const match = /^Bearer (\S+)$/.exec(authorization ?? '');
      const key = match?.[1];
      if (!key || !KEY_SHAPE.test(key)) throw invalidKey();
      const found = await repo.findLive(hashKey(key));
      if (!found) throw invalidKey();
      await deps.limiter.reserve(
        [{ bucket: `bay-key:${found.id}`, max: BAY_KEY_REQUEST_LIMIT.max, windowMs: BAY_KEY_REQUEST_LIMIT.windowMs }],
        tooMany,
      );
      await repo.touch(found.id, now(), TOUCH_EVERY_MS);
      return { keyId: found.id, bayId: found.bayId };
    },

    /** A bay agent's health line: kept as its bay's last report (the caller's key was checked before the body). */
    async reportHealth(caller: BayCaller, report: BayHealthReport): Promise<void> {
      await deps.health.save(caller.bayId, caller.keyId, report, now().toISOString());
    },

    /** Every bay's last health report, for the desk's board. */
    agents: (): Promise<BayAgentHealth[]> => deps.health.all(),
  };
}

export type BayDevicesService = ReturnType<typeof createBayDevicesService>;
