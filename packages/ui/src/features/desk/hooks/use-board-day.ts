// Today's board as core sees it (docs/decisions/080-one-occupancy-model.md): the day's availability, its half-hour
// rows, and each booking by id with a league's night named after its league.
import { ALL_START_TIMES, dayAvailability, occupancyGrid, type DeskBoard } from '@longwood/core';
import { useMemo } from 'react';
import { bookingRules } from '../../../config/booking-rules';
import { leagueNightName } from '../../../lib/occupancy-names';

export function useBoardDay(data: DeskBoard | undefined) {
  const day = useMemo(
    () =>
      data
        ? dayAvailability({
            date: data.date,
            occupancies: data.occupancies,
            leagues: data.leagues,
            bays: bookingRules.bays,
          })
        : null,
    [data],
  );
  const slots = useMemo(() => (day ? occupancyGrid(day).slice(0, ALL_START_TIMES.length) : []), [day]);
  // A league's night is named after its league ('Thursday Match Play · league night'), on the board and in its dialog.
  const leagueNight = useMemo(() => {
    const names = new Map((data?.leagues ?? []).map((l) => [l.id, l.name]));
    return (id: number | null) => leagueNightName(id === null ? null : names.get(id));
  }, [data]);
  const byId = useMemo(
    () =>
      new Map(
        (data?.occupancies ?? []).map((o) => [
          o.id,
          o.kind === 'league' ? { ...o, holder: leagueNight(o.leagueId) } : o,
        ]),
      ),
    [data, leagueNight],
  );
  return { day, slots, leagueNight, byId };
}
