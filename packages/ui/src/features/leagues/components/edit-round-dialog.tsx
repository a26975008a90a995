// Editing a round's date, course, its holes and name from the rounds screen, until it has cards
// (docs/decisions/110-league-schedule-and-places.md): a scheduled league's bays move with the date; the server's
// refusal (the round has cards, the new night's bays are held by another league or members' bookings) is shown as
// it answers it.
import { zodResolver } from '@hookform/resolvers/zod';
import { updateRoundSchema, type LeagueRound } from '@longwood/core';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/ui/form-dialog';
import { registerField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { showFormFailure } from '../../../lib/form-errors';
import { useUpdateRound } from '../api/league-mutations';
import { CourseFields } from './course-select';

export function EditRoundDialog({
  leagueId,
  round,
  onClose,
}: {
  leagueId: number;
  round: LeagueRound;
  onClose: () => void;
}) {
  const update = useUpdateRound(leagueId);
  const form = useForm({
    resolver: zodResolver(updateRoundSchema),
    defaultValues: {
      roundDate: round.roundDate,
      name: round.name ?? '',
      courseId: round.course?.id ?? null,
      courseHoles: round.courseHoles ?? 'all',
    },
  });
  const onSubmit = form.handleSubmit((body) =>
    update.mutate(
      { roundId: round.id, body },
      {
        onSuccess: () => {
          toast({ title: 'Round updated', description: `Round ${round.roundNumber} has been updated.` });
          onClose();
        },
        onError: (error) => showFormFailure(form, error, 'Round not updated'),
      },
    ),
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Edit Round ${round.roundNumber}`}
      description="Its date, course, holes and name can change until it has cards. The league's bays move with the date."
      onSubmit={onSubmit}
      busy={update.isPending}
      submitLabel="Save Round"
      busyLabel="Saving..."
    >
      <TextField type="date" label="Round Date" {...registerField(form, 'roundDate')} />
      <CourseFields form={form} />
      <TextField label="Name (optional)" {...registerField(form, 'name')} />
    </FormDialog>
  );
}
