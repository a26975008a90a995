// A booking's fee as the desk sees it, and as the activity log keeps it.
import { bayName, feeDueCents, feeStatusOf, type BookingFee } from '@longwood/core';
import type { StoredFee } from './fees-repository';

/** What the activity log keeps of a fee: the member, the booking's bay and times, the kind and the amount. */
export const feeSnapshot = (fee: StoredFee, amountCents: number) => ({
  userId: fee.userId,
  simulatorId: fee.simulatorId,
  bookingDate: fee.bookingDate,
  startTime: fee.startTime,
  endTime: fee.endTime,
  feeKind: fee.kind,
  amountCents,
});

/** The fee as the desk's list shows it: `card` says whether "Charge Card" is offered. */
export const feeView = (
  fee: StoredFee,
  paidCents: number,
  bayList: readonly { id: number; name: string }[],
  card: boolean,
): BookingFee => ({
  bookingId: fee.bookingId,
  kind: fee.kind,
  userId: fee.userId,
  memberName: fee.memberName,
  bookingDate: fee.bookingDate,
  startTime: fee.startTime,
  endTime: fee.endTime,
  bayName: bayName(fee.simulatorId, bayList),
  amountCents: fee.amountCents,
  paidCents,
  dueCents: feeDueCents({ ...fee, paidCents }),
  status: feeStatusOf({ ...fee, paidCents }),
  dueSince: fee.dueSince,
  waivedReason: fee.waiveReason,
  cardOnFile: card,
  charging: fee.chargingSince !== null,
  chargeFailure: fee.chargeFailure,
});
