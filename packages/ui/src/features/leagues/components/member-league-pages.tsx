// /leagues-signup and /leagues/:leagueId/signup (docs/requirements.md#member-leagues, #league-signup,
// #states, #league-messages). The leagues page starts with the partner invitations waiting for the member's answer. The membership gate is the route's (routes.tsx, member:features). A league the member
// plays in says "Joined" instead of "Join League", a full one "Full"; the league's page is where the member sees
// its nights, their results and the standings, and leaves it before it starts (member-league-view.tsx).
import {
  canLeaveLeague,
  facilityToday,
  isLeagueOpenForSignup,
  LEAGUE_CHANGE_MESSAGES,
  SCRAMBLE_SIGNUP_TEXT,
  scramblePartnerSchema,
  type League,
  type MyLeague,
} from '@longwood/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { isFailedRead } from '../../../components/load-failure';
import { RequestFailed } from '../../../components/request-failed';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { formatDateShort } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { useJoinLeague, useLeaveLeague } from '../api/league-mutations';
import { useLeague, useMyLeagues } from '../api/league-queries';
import { useLeagues } from '../api/league-list';
import { LeagueCard, LeagueList } from './league-card';
import { LeagueInvitations, partnerInvitationText } from './league-invitations';
import { MyLeaguePlay, teamLine } from './member-league-view';
import {
  baysText,
  dateRange,
  isFull,
  leagueTypeLabel,
  participantsText,
  scheduleLine,
  scoringLabel,
} from '../lib/league-text';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { TitledSection } from '../../../components/ui/titled-section';
import { BackLink } from './back-to-rounds';

const statusBadge = 'rounded-full px-2 py-0.5 text-xs font-medium';

export function LeaguesSignupPage() {
  const leagues = useLeagues();
  const mine = useMyLeagues();
  const [now] = useState(() => new Date());
  const open = (leagues.data ?? []).filter((l) => isLeagueOpenForSignup(l, now));
  const joined = new Map((mine.data ?? []).map((entry) => [entry.league.id, entry]));
  // The cards wait for the member's own leagues: a joined league must never offer "Join League".
  const query = {
    isPending: leagues.isPending || mine.isPending,
    isError: leagues.isError || mine.isError,
    error: leagues.error ?? mine.error,
  };
  return (
    <PageContainer holdsPlace>
      <h1 className="text-2xl font-bold text-slate-900">Golf Leagues</h1>
      {/* The page arrives whole: "My Leagues" sits above the list, so nothing of it shows before both are in (the list
          pushed down by it was a phone's layout shift of 0.12). The partner invitations (rare, shown above it) are
          not waited for: reading their query here too sent the page into an endless render after a scramble sign-up. */}
      {query.isPending ? (
        <PageSpinner label="Loading leagues..." />
      ) : (
        <>
          <LeagueInvitations />
          {mine.data && mine.data.length > 0 ? <MyLeagues entries={mine.data} now={now} /> : null}
          <div className="mt-6">
            <LeagueList
              query={query}
              leagues={open}
              empty={{ title: 'No active leagues available', text: 'Please check back later for upcoming leagues' }}
              renderCard={(league) => <MemberLeagueCard league={league} entry={joined.get(league.id)} />}
            />
          </div>
        </>
      )}
    </PageContainer>
  );
}

function MemberLeagueCard({ league, entry }: { league: League; entry: MyLeague | undefined }) {
  const schedule = scheduleLine(league);
  const headingId = `member-league-${league.id}`;
  const full = isFull(league);
  const team = entry ? teamLine(entry) : null;
  return (
    <LeagueCard
      league={league}
      headingId={headingId}
      badge={<span className={`${statusBadge} bg-emerald-100 text-emerald-800`}>Active</span>}
      rows={
        <>
          {schedule ? (
            <>
              <dt className="text-slate-500">Schedule</dt>
              <dd>{schedule}</dd>
            </>
          ) : null}
          <dt className="text-slate-500">Participants</dt>
          <dd>{participantsText(league)}</dd>
          <dt className="text-slate-500">Bays</dt>
          <dd>{baysText(league.numberOfBays)}</dd>
        </>
      }
      actions={
        entry || full ? (
          <div className="mt-auto flex flex-wrap items-center gap-3 pt-4">
            <p className="text-sm">
              <span className={`${statusBadge} ${entry ? 'bg-emerald-700 text-white' : 'bg-amber-100 text-amber-900'}`}>
                {entry ? 'Joined' : 'Full'}
              </span>
              {team ? <span className="ml-2 text-slate-700">{team}</span> : null}
            </p>
            <Link
              to={`/leagues/${league.id}/signup`}
              aria-describedby={headingId}
              className={buttonClasses('outline', 'sm')}
            >
              View League
            </Link>
          </div>
        ) : (
          <Link
            to={`/leagues/${league.id}/signup`}
            aria-describedby={headingId}
            className={buttonClasses('primary', 'md', 'mt-auto self-start')}
          >
            Join League
          </Link>
        )
      }
    />
  );
}

/** The leagues the member plays in (ended ones too), each a link to its page. */
function MyLeagues({ entries, now }: { entries: MyLeague[]; now: Date }) {
  const today = facilityToday(now);
  return (
    <TitledSection id="my-leagues" title="My Leagues" className="mt-6">
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {entries.map((entry) => {
          const next = entry.nights.find((night) => night >= today);
          const team = teamLine(entry);
          return (
            <li key={entry.league.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3">
              <Link
                to={`/leagues/${entry.league.id}/signup`}
                className="font-medium text-emerald-800 underline-offset-2 hover:underline"
              >
                {entry.league.name}
              </Link>
              <span className="text-sm text-slate-600">
                {[team, next ? `Next night ${formatDateShort(next)}` : 'No more league nights']
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}

export function LeagueSignupPage() {
  const id = Number(useParams().leagueId);
  const league = useLeague(id);
  const mine = useMyLeagues();
  const navigate = useNavigate();
  // A league the member plays in comes with their own leagues, so its page stays theirs after it has ended.
  const entry = mine.data?.find((e) => e.league.id === id);
  if (entry) return <LeaguePage league={league.data ?? entry.league} entry={entry} />;
  if ((league.isPending && id > 0) || mine.isPending) {
    return <PageSpinner label="Loading league information..." />;
  }
  if (league.isError && isFailedRead(league.error)) {
    return (
      <PageContainer className="max-w-xl" holdsPlace>
        <RequestFailed title="This league could not be loaded." query={league} />
      </PageContainer>
    );
  }
  if (league.isError || !league.data) {
    return (
      <PageContainer className="max-w-xl text-center" holdsPlace>
        <h1 className="text-2xl font-bold text-slate-900">League Not Found</h1>
        <p className="mt-2 text-slate-600">
          The league you&apos;re looking for doesn&apos;t exist or has been removed.
        </p>
        <Button className="mt-6" onClick={() => void navigate('/leagues-signup')}>
          Back to Leagues
        </Button>
      </PageContainer>
    );
  }
  if (mine.isError) {
    // Without the member's own leagues the page cannot tell "Joined" from "Join League".
    return (
      <PageContainer className="max-w-xl" holdsPlace>
        <RequestFailed title="Your leagues could not be loaded." query={mine} />
      </PageContainer>
    );
  }
  return <LeaguePage league={league.data} entry={undefined} />;
}

const PAGE_HEADING_ID = 'league-page-heading';

/** The league's details, then the member's place in it (Joined, with their play), Full, or the signup form. */
function LeaguePage({ league, entry }: { league: League; entry: MyLeague | undefined }) {
  const schedule = scheduleLine(league);
  return (
    <PageContainer className="max-w-2xl" holdsPlace>
      <BackLink to="/leagues-signup">Back to Leagues</BackLink>
      <Card className="p-6">
        <h1 id={PAGE_HEADING_ID} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          {league.name}
        </h1>
        <p className="text-sm text-slate-600">{dateRange(league)}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">Type</dt>
          <dd>{leagueTypeLabel(league)}</dd>
          <dt className="text-slate-500">Scoring</dt>
          <dd>{scoringLabel(league)}</dd>
          <dt className="text-slate-500">Date &amp; Time</dt>
          <dd>{schedule ?? 'Not specified'}</dd>
          <dt className="text-slate-500">Max Participants</dt>
          <dd>{league.maxParticipants ?? 'Not specified'}</dd>
        </dl>
        {league.description ? <p className="mt-4 text-slate-700">{league.description}</p> : null}

        {entry ? (
          <JoinedPanel league={league} entry={entry} />
        ) : isFull(league) ? (
          <div className="mt-6 rounded-lg border border-amber-200 bg-amber-50 p-4">
            <p className="font-semibold text-amber-900">Full</p>
            <p className="text-sm text-amber-900">This league is full.</p>
          </div>
        ) : (
          <SignupForm league={league} />
        )}
      </Card>
      {entry ? <MyLeaguePlay entry={entry} /> : null}
    </PageContainer>
  );
}

/** "Joined", the member's team, and leaving: themself before the league starts, through the staff after. */
function JoinedPanel({ league, entry }: { league: League; entry: MyLeague }) {
  const [now] = useState(() => new Date());
  const [confirming, setConfirming] = useState(false);
  const leave = useToastedMutation(useLeaveLeague(league.id), 'Failed to leave league');
  const team = teamLine(entry);
  const invitation = partnerInvitationText(entry.partnerInvitation);

  // The league's lists are refetched before the mutation settles, and the member is no longer in the league by then:
  // this panel is gone when the answer comes (useToastedMutation's callbacks still run).
  const confirmLeave = () =>
    leave.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'You have left the league', description: `Your place in ${league.name} is free again.` }),
      onSettled: () => setConfirming(false),
    });

  return (
    <section aria-labelledby="joined-status" className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4">
      <p id="joined-status" className="font-semibold text-emerald-900">
        Joined
      </p>
      {team ? <p className="text-sm text-emerald-900">{team}</p> : null}
      {invitation ? <p className="mt-1 text-sm text-slate-700">{invitation}</p> : null}
      {entry.lastRoundNumber ? (
        <p className="mt-2 text-sm text-slate-700">
          Withdrawn after round {entry.lastRoundNumber}: you play no more rounds; your scores and results stand.
        </p>
      ) : canLeaveLeague(league, now) ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setConfirming(true)}>
          Leave league
        </Button>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{LEAGUE_CHANGE_MESSAGES.started}</p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Leave league"
        description={`Are you sure you want to leave ${league.name}? You can join again while it has places and has not started.`}
        confirmLabel="Leave league"
        onConfirm={confirmLeave}
        busy={leave.isPending}
        returnFocusTo={() => document.getElementById(PAGE_HEADING_ID)}
      />
    </section>
  );
}

function SignupForm({ league }: { league: League }) {
  const user = useUser().data;
  const join = useToastedMutation(
    useJoinLeague(league.id),
    'Failed to join league',
    'There was an error joining the league. Please try again.',
  );
  const navigate = useNavigate();
  const [partner, setPartner] = useState({ player2Name: '', player2Email: '' });
  const [errors, setErrors] = useState<{ player2Name?: string; player2Email?: string }>({});
  const scramble = league.leagueType === 'scramble';
  const joining = join.isPending;
  const partnerFilled = partner.player2Name.trim() !== '' && partner.player2Email.trim() !== '';

  const confirm = () => {
    if (scramble) {
      const parsed = scramblePartnerSchema.safeParse(partner);
      if (!parsed.success) {
        const next: typeof errors = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path[0] as keyof typeof errors;
          next[key] ??= issue.message;
        }
        setErrors(next);
        return;
      }
    }
    setErrors({});
    if (!user) return;
    // The refetched lists show the member as joined before the mutation settles, which replaces this form with
    // "Joined" (useToastedMutation's callbacks still run).
    join.mutate(
      { userId: user.id, isTeamLead: true, ...(scramble ? partner : {}) },
      {
        onSuccess: () => {
          toast({ title: 'Successfully joined league!', description: 'You have been registered for this league.' });
          void navigate('/leagues-signup');
        },
      },
    );
  };

  return (
    <>
      {scramble ? (
        <TitledSection id="partner-heading" title="Partner Information" className="mt-6 space-y-4">
          <p className="text-sm text-slate-600">{SCRAMBLE_SIGNUP_TEXT}</p>
          <TextField
            label="Partner Name"
            required
            value={partner.player2Name}
            error={errors.player2Name}
            onChange={(e) => setPartner((p) => ({ ...p, player2Name: e.target.value }))}
          />
          <TextField
            label="Partner Email"
            type="email"
            required
            value={partner.player2Email}
            error={errors.player2Email}
            onChange={(e) => setPartner((p) => ({ ...p, player2Email: e.target.value }))}
          />
        </TitledSection>
      ) : null}

      <Button className="mt-6 w-full" onClick={confirm} disabled={joining || (scramble && !partnerFilled)}>
        {joining ? 'Joining...' : 'Confirm League Registration'}
      </Button>
    </>
  );
}
