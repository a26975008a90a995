// A full start time's 'Notify me' on /booking (docs/decisions/134-full-slot-waitlist.md): the times of the day the
// member already watches, and joining the waitlist for one.
import { useMemo } from 'react';
import { toast } from '../../../components/ui/toast';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { useWaitlist } from '../api/get-waitlist';
import { useJoinWaitlist } from '../api/join-waitlist';

export function useSlotWatch(date: string) {
  const waitlist = useWaitlist();
  const joinWaitlist = useToastedMutation(useJoinWaitlist(), 'Could Not Add You');
  const watching = useMemo(
    () =>
      new Set((waitlist.data ?? []).filter((e) => e.bookingDate === date).map((e) => `${e.startTime}-${e.endTime}`)),
    [waitlist.data, date],
  );
  const notifyMe = (slot: { startTime: string; endTime: string }) => {
    joinWaitlist.mutate(
      { bookingDate: date, startTime: slot.startTime, endTime: slot.endTime },
      {
        onSuccess: () =>
          toast({
            title: "We'll Let You Know",
            description: `We will e-mail you once if a bay frees up on ${formatDateLong(date)}, ${formatTimeRange(slot.startTime, slot.endTime, { zoneOn: date })}. Nothing is booked for you.`,
          }),
      },
    );
  };
  return { watching, notifyMe };
}
