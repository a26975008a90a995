// The league's organisers on its participants page, for league managers (docs/decisions/272-league-organisers.md): an
// admin gives the league's nights to a member or front-desk user, picked by name, and takes them back.
import { mayOrganiseLeagues, personName, type User } from '@longwood/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { USER_PICKER_QUERY, useAdminUsers } from '../../admin';
import { useGrantOrganiser, useRevokeOrganiser } from '../api/league-mutations';
import { useOrganisers } from '../api/league-queries';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { TitledSection } from '../../../components/ui/titled-section';

const roleOf = (user: User) =>
  [user.isMember ? 'Member' : null, user.isFrontDesk ? 'Front desk' : null].filter(Boolean).join(', ');

export function LeagueOrganisers({ leagueId }: { leagueId: number }) {
  const organisers = useOrganisers(leagueId);
  const users = useAdminUsers(USER_PICKER_QUERY);
  const grant = useToastedMutation(useGrantOrganiser(leagueId), 'Failed to add organiser');
  const revoke = useToastedMutation(useRevokeOrganiser(leagueId), 'Failed to remove organiser');
  const [chosen, setChosen] = useState('');
  const current = new Set((organisers.data ?? []).map((o) => o.userId));
  const candidates = (users.data?.items ?? []).filter((u) => mayOrganiseLeagues(u) && !current.has(u.id));

  const give = () => {
    const person = candidates.find((u) => u.id === Number(chosen));
    if (!person) return;
    grant.mutate(person.id, {
      onSuccess: () => {
        toast({ title: 'Organiser added', description: `${personName(person)} can now run this league's nights.` });
        setChosen('');
      },
    });
  };

  return (
    <TitledSection id="league-organisers" title="Organisers" className="mt-8">
      <p className="text-sm text-slate-600">
        An organiser runs this league&apos;s nights: score sheets and cards, did-not-play marks, withdrawals and
        printouts. Nothing else.
      </p>
      <Card className="mt-3 p-4">
        {organisers.isPending ? (
          <p className="text-sm text-slate-600">Loading organisers...</p>
        ) : organisers.isError ? (
          <p role="alert" className="text-sm text-red-700">
            The organisers could not be loaded. {errorMessage(organisers.error)}
          </p>
        ) : organisers.data.length === 0 ? (
          <p className="text-sm text-slate-600">No organisers yet: only administrators run this league.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Organisers">
            {organisers.data.map((o) => (
              <li key={o.userId} className="flex items-center justify-between gap-2 py-2">
                <span>
                  {o.name} <span className="text-sm text-slate-600">· {o.role}</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Take the league back from ${o.name}`}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(o.userId)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="sm:flex-1">
            <SelectField
              label="Add an organiser"
              hint="Members and front-desk staff"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              options={candidates.map((u) => ({ value: u.id, label: `${personName(u)} · ${roleOf(u)}` }))}
            >
              <option value="">{users.isPending ? 'Loading people...' : 'Select a person'}</option>
            </SelectField>
          </div>
          <Button onClick={give} disabled={chosen === '' || grant.isPending}>
            Add Organiser
          </Button>
        </div>
      </Card>
    </TitledSection>
  );
}
