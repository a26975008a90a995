// The two league reads other screens make (the booking page's and the desk's league nights, the account menu's
// organiser gate): a group and a module of their own, so that a page that only needs to know which nights leagues
// hold bays loads this and the league record, not the league screens' routes, forms, play and courses
// (docs/decisions/255-bundle-budgets-checked-by-the-build.md). Merged into the one API by contract.ts like
// contract.ts's groups (docs/decisions/232-leagues-as-one-domain-module.md).
import { z } from '../zod';
import { OK, defineRoute } from '../route';
import { leagueSchema, organisedLeagueSchema } from './schemas/league-record';

export const leagueList = {
  /** Members see active leagues that have not ended; admins (admin:leagues) see all. */
  list: defineRoute({
    method: 'GET',
    path: '/api/leagues',
    access: 'member:features',
    response: z.array(leagueSchema),
    status: OK,
  }),
  /** The leagues the signed-in person organises (their way to each league's night, and the UI's gates). */
  organised: defineRoute({
    method: 'GET',
    path: '/api/user/organised-leagues',
    access: 'account:manage',
    response: z.array(organisedLeagueSchema),
    status: OK,
  }),
} as const;
