// On a member's league page: the way to the league's live leaderboard and their choice about the results e-mail
// (docs/decisions/213-league-night-printouts-results-and-leaderboard.md). The e-mail's opt-out link leads here, so
// the choice is made signed in.
import type { MyLeague } from '@longwood/core';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { SettingSwitch } from '../../../components/ui/setting-switch';
import { toast } from '../../../components/ui/toast';
import { CHOICE_NOT_SAVED, useToastedMutation } from '../../../lib/toasted-mutation';
import { useResultsMail, useSetResultsMail } from '../api/league-results';
import { CardSection } from '../../../components/ui/titled-section';
import { BuyInOnline } from './buy-in-online';

export function MemberLeagueNight({ entry }: { entry: MyLeague }) {
  const { league } = entry;
  const setting = useResultsMail(league.id);
  const save = useToastedMutation(useSetResultsMail(league.id), CHOICE_NOT_SAVED);
  return (
    <CardSection id="league-night-live" title="Leaderboard & Results">
      <p className="text-sm text-slate-600">Follow tonight&apos;s round as scores are entered, from your phone.</p>
      <Link to={`/leagues/${league.id}/leaderboard`} className={buttonClasses('primary', 'md', 'mt-3')}>
        Open the Leaderboard
      </Link>
      <BuyInOnline league={league} />
      <SettingSwitch
        className="mt-4"
        label="E-mail me each round's results"
        description="Your score, net and handicap, the winners, skins and standings, once a round is complete."
        checked={save.isPending ? save.variables.resultsMail : (setting.data?.resultsMail ?? false)}
        loading={setting.isPending}
        saving={save.isPending}
        onCheckedChange={(resultsMail) =>
          save.mutate(
            { resultsMail },
            {
              onSuccess: (saved) =>
                toast({
                  title: saved.resultsMail ? 'Results e-mail on' : 'Results e-mail off',
                  description: saved.resultsMail
                    ? `You will get the results of each round of ${league.name}.`
                    : `You will no longer get the results of ${league.name} by e-mail.`,
                }),
            },
          )
        }
      />
    </CardSection>
  );
}
