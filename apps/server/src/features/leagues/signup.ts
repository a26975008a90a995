// League signup and participants, composed from their parts: a member joins, leaves and sees their own leagues
// (joining.ts), a scramble partner's invitation is answered or runs out (invitations.ts), and the organiser lists,
// adds, removes and withdraws players (roster.ts). Places are reserved in the league's signup lock
// (docs/decisions/110-league-schedule-and-places.md).
import { createLeagueInvitations } from './invitations';
import { createLeagueJoining } from './joining';
import type { LeagueContext } from './league-context';
import { createLeagueRoster } from './roster';

export function createLeagueSignup(ctx: LeagueContext) {
  return {
    ...createLeagueJoining(ctx),
    ...createLeagueInvitations(ctx),
    ...createLeagueRoster(ctx),
  };
}
