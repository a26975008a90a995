// Queues the member's booking e-mails from the committed-occupancy events (ports/reservations.ts onCommitted,
// docs/decisions/081-committed-occupancy-changes.md): never inside the booking lock (its statements are counted:
// decision 020), never for a rolled-back change. The mail outbox sends them at once and retries a failed send (an
// SMTP outage) without failing or undoing the booking (docs/decisions/133-booking-emails-and-calendar.md,
// 194-one-mail-outbox.md). Members' own bookings (kinds member and staff), and a guest booking that carries the
// visitor's e-mail (the free demo, docs/decisions/263-the-free-demo-as-a-guest-booking.md): lessons have their own
// e-mails, league rows and walk-ins nobody to tell.
import {
  cancelMoneyAt,
  cancelMoneyTexts,
  isMemberBookingKind,
  type MoneyBackTerms,
  type Occupancy,
  type User,
} from '@longwood/core';
import type { MailOutbox, QueuedMail } from '../../mail/outbox';
import type { UserMailLimit } from '../../mail/user-mail-limit';
import type { CommittedOccupancyChanges } from '../../ports/reservations';
import { composeBookingMail, type BookingMailKind, type BookingMailSettings } from './compose';

export interface BookingMailDeps {
  outbox: Pick<MailOutbox, 'add'>;
  settings: BookingMailSettings;
  /** The member (users repository), or undefined when the account is gone. */
  memberOf: (userId: number) => Promise<Pick<User, 'id' | 'email' | 'emailVerified'> | undefined>;
  mailLimit: Pick<UserMailLimit, 'tryTake'>;
  warn: (line: string) => void;
  now: () => Date;
  /** The facility's bays, to name a booking's bay as the settings do (docs/decisions/229-bays-as-facility-settings.md). */
  bays: () => Promise<readonly { id: number; name: string }[]>;
  /** What was paid for a guest's booking and until when canceling gives it back (the payments feature's, 414). */
  guestMoneyBack: (booking: Occupancy) => Promise<MoneyBackTerms | null>;
}

/** Someone to tell: a member's own booking (member and staff kinds), or a guest booking with the visitor's e-mail. */
const isTold = (o: Occupancy): boolean =>
  (isMemberBookingKind(o.kind) && o.userId !== null) || (o.kind === 'walk_in' && Boolean(o.guestEmail));

/** The same person holds both: the same member, or the same guest address. */
const sameHolder = (a: Occupancy, b: Occupancy): boolean =>
  a.kind === 'walk_in' || b.kind === 'walk_in' ? a.guestEmail === b.guestEmail : a.userId === b.userId;

/** The listener to hand to `reservations.onCommitted`. Resolves when every e-mail of the change is queued. */
export function createBookingMailListener(deps: BookingMailDeps) {
  return async ({ changes }: CommittedOccupancyChanges): Promise<void> => {
    const mails: QueuedMail[] = [];
    const bays = await deps.bays();
    const tell = async (kind: BookingMailKind, booking: Occupancy, before?: Occupancy) => {
      const guest = booking.kind === 'walk_in';
      const member = guest || booking.userId === null ? null : await deps.memberOf(booking.userId);
      const to = guest ? booking.guestEmail : member?.email;
      if (!to) return;
      // A guest's paid rental canceled: what happens to the money, in the words the desk read before confirming.
      const money =
        guest && kind === 'cancelled'
          ? cancelMoneyTexts(cancelMoneyAt(await deps.guestMoneyBack(booking), deps.now()), booking.guestName ?? '')
              .payer
          : [];
      if (member && !(await deps.mailLimit.tryTake(member))) {
        deps.warn(`Booking ${booking.id} (${kind}): not e-mailed, the mail limit of its unverified address is reached`);
        return;
      }
      const mail = composeBookingMail({
        kind,
        to,
        booking,
        ...(before ? { before } : {}),
        settings: deps.settings,
        bays,
        now: deps.now(),
        guest,
        money,
      });
      mails.push({ mail, about: `booking ${booking.id} (${kind})` });
    };
    for (const change of changes) {
      if (change.type === 'reserved' && isTold(change.after)) await tell('booked', change.after);
      else if (change.type === 'released' && isTold(change.before)) await tell('cancelled', change.before);
      else if (change.type === 'moved') {
        const { before, after } = change;
        if (isTold(before) && isTold(after) && sameHolder(before, after)) await tell('moved', after, before);
        else {
          // Given to another holder (staff edit): the first is told it is gone, the second that it is theirs.
          if (isTold(before)) await tell('cancelled', before);
          if (isTold(after)) await tell('booked', after);
        }
      }
    }
    // One write for the whole change, sent in the order of its writes.
    await deps.outbox.add(mails);
  };
}
