// Adding a player to a league (admin-participants-page.tsx): admins pick from every account, e-mails shown and those
// who may not play disabled; a league's organisers, who have no user administration, search members by name through
// the league (decision 272). Scramble teams are chosen among open teams or 'Create New Team (n)'; individual leagues
// take a free team number.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDABLE_PLAYERS_MIN,
  addParticipantSchema,
  can,
  nextTeamId,
  openScrambleTeams,
  openTeamLabel,
  personWithEmail,
  type League,
  type LeagueParticipant,
  type User,
} from '@longwood/core';
import { useForm } from 'react-hook-form';
import { PeoplePicker } from '../../../components/people-picker';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Modal } from '../../../components/ui/dialog';
import { registerField, SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { showFormFailure } from '../../../lib/form-errors';
import { USER_PICKER_QUERY, useAdminUsers } from '../../admin';
import { useAddParticipant } from '../api/league-mutations';
import { useAddablePlayers } from '../api/league-queries';

const nameOf = (p: LeagueParticipant) => p.name;

const ONLY_MEMBERS_TEXT = 'Only members can play in leagues';

/** A person in the picker: who they are and whether they hold a membership (who may use member features may play). */
function pickerOption(user: User) {
  const eligible = can(user, 'member:features');
  const membership = user.isMember ? 'Member' : eligible ? 'Admin' : 'Not a member';
  return { value: user.id, label: `${personWithEmail(user)} · ${membership}`, disabled: !eligible };
}

interface AddValues {
  userId: string;
  teamId: string;
  isTeamLead: boolean;
}

/**
 * Admins pick from every account (with e-mails, non-members shown and disabled); the league's organisers, who have
 * no user administration, search members by name through the league (decision 272).
 */
export function AddParticipantDialog({
  league,
  participants,
  manager,
  onClose,
}: {
  league: League;
  participants: LeagueParticipant[];
  manager: boolean;
  onClose: () => void;
}) {
  const add = useAddParticipant(league.id);
  const scramble = league.leagueType === 'scramble';
  const newTeam = nextTeamId(participants);
  const openTeams = openScrambleTeams(participants).filter((t) => !t.members.some((m) => m.player2Name));
  const form = useForm<AddValues>({
    resolver: zodResolver(addParticipantSchema) as never,
    defaultValues: { userId: '', teamId: String(newTeam), isTeamLead: false },
  });
  const joined = new Set(participants.map((p) => p.userId));

  const onSubmit = form.handleSubmit((values) => {
    add.mutate(
      { userId: values.userId, teamId: values.teamId, isTeamLead: values.isTeamLead, leagueId: league.id },
      {
        onSuccess: () => {
          toast({ title: 'Participant added', description: 'The player has been added to the league.' });
          onClose();
        },
        onError: (error) => {
          showFormFailure(form, error, 'Failed to add participant');
        },
      },
    );
  });

  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title="Add Participant">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {manager ? (
          <UserSelect joined={joined} field={registerField(form, 'userId')} />
        ) : (
          <PeoplePicker
            selected={form.watch('userId')}
            onSelect={(id) => form.setValue('userId', id, { shouldValidate: form.formState.isSubmitted })}
            error={form.formState.errors.userId?.message}
            minLength={ADDABLE_PLAYERS_MIN}
            useSearch={useAddablePlayers}
            scope={league.id}
          />
        )}
        {scramble ? (
          <SelectField
            label="Team"
            options={[
              ...openTeams.map((t) => ({ value: t.teamId, label: openTeamLabel(t.teamId, t.members.map(nameOf)) })),
              { value: newTeam, label: `Create New Team (${newTeam})` },
            ]}
            {...registerField(form, 'teamId')}
          />
        ) : (
          <TextField label="Team" type="number" min={1} {...registerField(form, 'teamId')} />
        )}
        <CheckboxField
          label="Team Lead"
          description="Designate this player as the team captain"
          {...form.register('isTeamLead')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add Participant'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The managers' picker: every account, by username and e-mail, those who may not play shown and disabled. */
function UserSelect({ joined, field }: { joined: ReadonlySet<number>; field: ReturnType<typeof registerField> }) {
  const users = useAdminUsers(USER_PICKER_QUERY);
  return (
    <SelectField
      label="User"
      hint={ONLY_MEMBERS_TEXT}
      options={(users.data?.items ?? []).filter((u) => !joined.has(u.id)).map(pickerOption)}
      {...field}
    >
      <option value="">{users.isPending ? 'Loading users...' : 'Select a user'}</option>
    </SelectField>
  );
}
