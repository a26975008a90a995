// The scramble partner invitations waiting for the member's answer, on /leagues-signup, and what the inviter sees of
// theirs on their league (docs/decisions/206-scramble-partner-invitations.md): a member named as a partner plays only
// once they accept; until then the place is held for the team, and declining or letting it run out frees it.
import type { LeagueInvitation, PartnerInvitation } from '@longwood/core';
import { RequestFailed } from '../../../components/request-failed';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { formatFacilityDateTime, formatFacilityDateTimeLong } from '../../../lib/format';
import { useAcceptLeagueInvitation, useDeclineLeagueInvitation } from '../api/league-mutations';
import { useLeagueInvitations } from '../api/league-queries';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { TitledSection } from '../../../components/ui/titled-section';

/** Nothing when there is none: the leagues below are the page (which waits for the invitations before it shows). */
export function LeagueInvitations() {
  const invitations = useLeagueInvitations();
  if (invitations.isError) {
    return (
      <div className="mt-6">
        <RequestFailed title="Your league invitations could not be loaded." query={invitations} />
      </div>
    );
  }
  const list = invitations.data ?? [];
  if (list.length === 0) return null;
  return (
    <TitledSection id="league-invitations" title="League Invitations" className="mt-6">
      <ul className="mt-3 space-y-3">
        {list.map((invitation) => (
          <InvitationItem key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </TitledSection>
  );
}

function InvitationItem({ invitation }: { invitation: LeagueInvitation }) {
  const accept = useToastedMutation(useAcceptLeagueInvitation(), 'Failed to accept invitation');
  const decline = useToastedMutation(useDeclineLeagueInvitation(), 'Failed to decline invitation');
  const busy = accept.isPending || decline.isPending;
  const { league, inviterName } = invitation;
  const textId = `league-invitation-${invitation.id}`;

  // The invitation leaves the list when the leagues refresh, unmounting this item before the answer comes
  // (useToastedMutation's callbacks still run).
  const answer = (yes: boolean) =>
    (yes ? accept : decline).mutate(invitation.id, {
      onSuccess: () =>
        toast(
          yes
            ? { title: 'Invitation accepted', description: `You are playing in ${league.name} with ${inviterName}.` }
            : { title: 'Invitation declined', description: `${inviterName} will be told.` },
        ),
    });

  return (
    <li className="rounded-lg border border-emerald-200 bg-emerald-50 p-4">
      <p id={textId} className="text-slate-900">
        <span className="font-semibold">{inviterName}</span> invited you to play as their partner in{' '}
        <span className="font-semibold">{league.name}</span>.
      </p>
      <p className="mt-1 text-sm text-slate-700">
        Your place is held until {formatFacilityDateTimeLong(invitation.expiresAt)}. You join the league only if you
        accept.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button size="sm" aria-describedby={textId} disabled={busy} onClick={() => void answer(true)}>
          {accept.isPending ? 'Accepting...' : 'Accept'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-describedby={textId}
          disabled={busy}
          onClick={() => void answer(false)}
        >
          {decline.isPending ? 'Declining...' : 'Decline'}
        </Button>
      </div>
    </li>
  );
}

/** The inviter's line about their partner's invitation: held until when, declined, or run out. */
export function partnerInvitationText(invitation: PartnerInvitation | null): string | null {
  if (!invitation) return null;
  const { partnerName, status } = invitation;
  if (status === 'pending') {
    return `Waiting for ${partnerName} to accept your invitation (their place is held until ${formatFacilityDateTime(invitation.expiresAt)}).`;
  }
  if (status === 'declined') return `${partnerName} declined your invitation. Your team needs a player.`;
  if (status === 'expired') return `${partnerName} did not answer your invitation in time. Your team needs a player.`;
  return null;
}
