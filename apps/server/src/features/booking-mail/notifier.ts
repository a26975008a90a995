// Sends the member's booking e-mails from the committed-occupancy events (ports/reservations.ts onCommitted,
// docs/decisions/081-committed-occupancy-changes.md): never inside the booking transaction, never for a rolled-back
// change, and a failed send (an SMTP outage) is logged without failing or undoing the booking
// (docs/decisions/133-booking-emails-and-calendar.md). Only members' own bookings (kinds member and staff):
// lessons have their own e-mails, league, walk-in and guest rows have no member to tell.
import { isMemberBookingKind, type Occupancy } from '@longwood/core';
import type { Mailer } from '../../mail/mailer';
import type { CommittedOccupancyChanges } from '../../ports/reservations';
import { composeBookingMail, type BookingMailKind, type BookingMailSettings } from './compose';

export interface BookingMailDeps {
  mailer: Mailer;
  settings: BookingMailSettings;
  /** The member's e-mail address (users repository), or null when the account is gone. */
  emailOf: (userId: number) => Promise<string | null>;
  now: () => Date;
  warn: (line: string) => void;
}

const isMembers = (o: Occupancy): o is Occupancy & { userId: number } =>
  isMemberBookingKind(o.kind) && o.userId !== null;

/** The listener to hand to `reservations.onCommitted`. Resolves when every e-mail was tried. */
export function createBookingMailListener(deps: BookingMailDeps) {
  async function send(kind: BookingMailKind, booking: Occupancy & { userId: number }, before?: Occupancy) {
    try {
      const to = await deps.emailOf(booking.userId);
      if (!to) return;
      await deps.mailer.send(
        composeBookingMail({
          kind,
          to,
          booking,
          ...(before ? { before } : {}),
          settings: deps.settings,
          now: deps.now(),
        }),
      );
    } catch (error) {
      deps.warn(
        `[bookings] ${kind} e-mail for booking ${booking.id} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  return async ({ changes }: CommittedOccupancyChanges): Promise<void> => {
    for (const change of changes) {
      if (change.type === 'reserved' && isMembers(change.after)) await send('booked', change.after);
      else if (change.type === 'released' && isMembers(change.before)) await send('cancelled', change.before);
      else if (change.type === 'moved') {
        const { before, after } = change;
        const sameMember = isMembers(before) && isMembers(after) && before.userId === after.userId;
        if (sameMember) await send('moved', after, before);
        else {
          // Given to another member (staff edit): the first is told it is gone, the second that it is theirs.
          if (isMembers(before)) await send('cancelled', before);
          if (isMembers(after)) await send('booked', after);
        }
      }
    }
  };
}
