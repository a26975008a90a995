// What a stroke-play round's two sheets (totals, and the hole-by-hole grid) share: saving the entries that changed,
// with the toasts that say so, and the buttons under the sheet.
import type { League, LeagueRound, ScoreSheetEntry } from '@longwood/core';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useSaveRoundScores } from '../api/league-mutations';
import { useToastedMutation } from '../../../lib/toasted-mutation';

/** Saves a sheet's changed entries (none: says so). */
export function useSheetSave(league: League, round: LeagueRound) {
  const save = useToastedMutation(useSaveRoundScores(league.id, round.id), 'Failed to save scores');
  const send = (entries: ScoreSheetEntry[]) => {
    if (entries.length === 0) {
      toast({ title: 'Nothing to save', description: 'No score has changed.' });
      return;
    }
    save.mutate(
      { entries },
      {
        onSuccess: () =>
          toast({ title: 'Scores saved', description: `Round ${round.roundNumber} scores have been saved.` }),
      },
    );
  };
  return { send, pending: save.isPending };
}

export function SheetActions({ league, future, pending }: { league: League; future: boolean; pending: boolean }) {
  return (
    <div className="mt-4 flex justify-end gap-2">
      <Link to={`/admin/leagues/${league.id}/standings`} className={buttonClasses('outline')}>
        Standings
      </Link>
      {future ? null : (
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save Scores'}
        </Button>
      )}
    </div>
  );
}
