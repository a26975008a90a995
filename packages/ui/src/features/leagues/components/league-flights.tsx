// The league's flights on its standings page (docs/decisions/288-league-flights.md): its admins and organisers split
// the field by handicap into 2 to 6 flights, move a player (or team) to another flight by hand, or go back to one
// field; the standings below are then ranked flight by flight.
import { flightName, MAX_FLIGHTS, type FlightsResponse, type FlightsSave } from '@longwood/core';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFlights, useSaveFlights } from '../api/league-night';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { GroupLists, NO_GROUP } from './group-lists';

const FLIGHT_COUNTS = Array.from({ length: MAX_FLIGHTS - 1 }, (_, i) => i + 2);

export function LeagueFlights({ leagueId, scramble }: { leagueId: number; scramble: boolean }) {
  const flights = useFlights(leagueId);
  const save = useToastedMutation(useSaveFlights(leagueId), 'The flights were not changed');
  const [count, setCount] = useState('2');
  const headingId = useId();

  const send = (body: FlightsSave, done: string) =>
    save.mutate(body, {
      onSuccess: () => toast({ title: done }),
    });

  return (
    <Card className="mt-6 p-4 print:hidden">
      <section aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Flights
        </h2>
        <p className="text-sm text-slate-600">
          Split the field into flights of about equal size by league handicap (players on the same handicap stay
          together), or move a {scramble ? 'team' : 'player'} by hand. Standings, skins and side games are played within
          each flight. A player who joins later is in no flight until you put them in one.
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label="Number of flights"
            value={count}
            onChange={(e) => setCount(e.target.value)}
            options={FLIGHT_COUNTS.map((n) => ({ value: String(n), label: String(n) }))}
          />
          <Button
            disabled={save.isPending}
            onClick={() =>
              send({ split: 'handicap', flights: Number(count) }, `Split into ${count} flights by handicap`)
            }
          >
            Split by handicap
          </Button>
          {flights.data && flights.data.flights.length > 0 ? (
            <Button
              variant="outline"
              disabled={save.isPending}
              onClick={() => send({ split: 'none' }, 'Flights removed')}
            >
              One field (no flights)
            </Button>
          ) : null}
        </div>
        {flights.isPending ? (
          <Spinner label="Loading flights..." />
        ) : flights.isError || !flights.data ? (
          <p role="alert" className="text-sm text-red-700">
            The flights could not be loaded: {errorMessage(flights.error)}
          </p>
        ) : (
          <FlightLists
            flights={flights.data}
            disabled={save.isPending}
            onMove={(teamId, flight, who) =>
              send(
                { split: 'hand', teams: [{ teamId, flight }] },
                `${who} moved to ${flight === null ? 'no flight' : flightName(flight)}`,
              )
            }
          />
        )}
      </section>
    </Card>
  );
}

function FlightLists({
  flights,
  disabled,
  onMove,
}: {
  flights: FlightsResponse;
  disabled: boolean;
  onMove: (teamId: number, flight: number | null, who: string) => void;
}) {
  if (flights.flights.length === 0) {
    return <p className="text-sm text-slate-600">No flights: the league plays as one field.</p>;
  }
  const membersOf = (teams: FlightsResponse['unassigned']) => teams.map((t) => ({ ...t, who: t.players.join(' & ') }));
  const groups = [
    ...flights.flights.map((f) => ({ key: String(f.flight), name: f.name, members: membersOf(f.teams) })),
    ...(flights.unassigned.length > 0
      ? [{ key: NO_GROUP, name: 'No flight', members: membersOf(flights.unassigned) }]
      : []),
  ];
  // A team can move to any flight there is, the next new one, or none.
  const options = [
    ...Array.from({ length: Math.min(MAX_FLIGHTS, flights.flights.length + 1) }, (_, i) => ({
      value: String(i + 1),
      label: flightName(i + 1),
    })),
    { value: NO_GROUP, label: 'No flight' },
  ];
  return (
    <GroupLists
      groups={groups}
      options={options}
      moveLabel={(who) => `Flight of ${who}`}
      idPrefix="flight-of"
      disabled={disabled}
      onMove={onMove}
    />
  );
}
