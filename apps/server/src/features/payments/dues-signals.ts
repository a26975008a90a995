// What changes a member's dues without anyone acting: Stripe's verified events (webhook-service.ts hands each one
// here, in its transaction) and the grace job that pauses a membership whose grace period ran out unpaid. Core's
// duesTransition and duesGraceOver decide.
import { duesGraceOver, duesTransition, noDues, type DuesSignal, type DuesState } from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { DuesParts } from './dues-shared';

/** Members paused per pass of the grace job (the rest wait for the next pass). */
const GRACE_BATCH = 50;

export function createDuesSignals(parts: DuesParts) {
  const { dues, users, now, mailMember, changeDues } = parts;
  return {
    /**
     * What one of Stripe's events does to a member's dues: the settings are read now, the change is made by the
     * returned step in the webhook's transaction (the event stored with it, so it is done once). Core's transition
     * decides; membership is switched and the member e-mailed as it says.
     */
    async prepare(signal: DuesSignal): Promise<(unitOfWork: UnitOfWork) => Promise<void>> {
      const settings = await parts.settings();
      return async (unitOfWork) => {
        const repo = dues.within(unitOfWork);
        const member = await users.within(unitOfWork).findById(signal.userId);
        // An account deleted since: nothing of theirs to change.
        if (!member) return;
        await repo.lock(signal.userId);
        const state = (await repo.find(signal.userId)) ?? noDues(signal.userId);
        const change = duesTransition(state, signal, settings.graceDays);
        if (!change) return;
        await repo.save(change.state, now());
        if (change.membership !== null && change.membership !== member.isMember) {
          await users.within(unitOfWork).setFlags(member.id, { isMember: change.membership });
        }
        if (change.mail) await mailMember(unitOfWork, change.mail, member, change.state, settings.facilityName);
      };
    },

    /** The grace job: every membership whose grace period ran out unpaid is paused (not a member until they pay). */
    async pauseOverdue(): Promise<{ paused: number }> {
      const at = now();
      const { facilityName } = await parts.settings();
      let paused = 0;
      for (const userId of await dues.graceOverBy(at, GRACE_BATCH)) {
        const done = await changeDues(userId, async (state, unitOfWork) => {
          // Another process paused it, or a payment came, since the list was read.
          if (!duesGraceOver(state, at)) return false;
          const member = await users.within(unitOfWork).findById(userId);
          const next: DuesState = { ...state, status: 'paused' };
          await dues.within(unitOfWork).save(next, at);
          if (member) {
            await users.within(unitOfWork).setFlags(userId, { isMember: false });
            await mailMember(unitOfWork, 'paused', member, next, facilityName);
          }
          return true;
        });
        if (done) paused += 1;
      }
      return { paused };
    },
  };
}
