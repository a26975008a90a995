// The league's flights on its standings page (docs/decisions/288-league-flights.md): its admins and organisers split
// the field by handicap into 2 to 6 flights, move a player (or team) to another flight by hand, or go back to one
// field; the standings below are then ranked flight by flight.
import { flightName, handicapText, MAX_FLIGHTS, type FlightsResponse, type FlightsSave } from '@longwood/core';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFlights, useSaveFlights } from '../api/league-night';
import { useToastedMutation } from '../../../lib/toasted-mutation';

const FLIGHT_COUNTS = Array.from({ length: MAX_FLIGHTS - 1 }, (_, i) => i + 2);
const NONE = 'none';

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
  const groups = [
    ...flights.flights.map((f) => ({ key: String(f.flight), name: f.name, teams: f.teams })),
    ...(flights.unassigned.length > 0 ? [{ key: NONE, name: 'No flight', teams: flights.unassigned }] : []),
  ];
  // A team can move to any flight there is, the next new one, or none.
  const options = [
    ...Array.from({ length: Math.min(MAX_FLIGHTS, flights.flights.length + 1) }, (_, i) => ({
      value: String(i + 1),
      label: flightName(i + 1),
    })),
    { value: NONE, label: 'No flight' },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {groups.map((group) => (
        <div key={group.key}>
          <h3 className="font-semibold text-slate-900">
            {group.name} <span className="font-normal text-slate-600">({group.teams.length})</span>
          </h3>
          <ul className="mt-1 space-y-1">
            {group.teams.map((team) => {
              const who = team.players.join(' & ');
              return (
                <li key={team.teamId} className="flex items-center justify-between gap-2 text-sm">
                  <span className="min-w-0 break-words text-slate-800">
                    {who}
                    <span className="text-slate-600"> · {handicapText(team.handicap)}</span>
                    {team.withdrawn ? <span className="text-slate-600"> · withdrawn</span> : null}
                  </span>
                  <label className="sr-only" htmlFor={`flight-of-${team.teamId}`}>
                    Flight of {who}
                  </label>
                  <select
                    id={`flight-of-${team.teamId}`}
                    className="rounded border border-slate-300 px-2 py-1 text-sm"
                    value={group.key}
                    disabled={disabled}
                    onChange={(e) => onMove(team.teamId, e.target.value === NONE ? null : Number(e.target.value), who)}
                  >
                    {options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
