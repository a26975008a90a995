// Test set-up through the real HTTP API (what an admin could do in the app), so each test starts from the
// state it needs without clicking through unrelated screens.
import { request, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, uniqueEmail } from './accounts';

export interface TestUser {
  id: number;
  username: string;
  password: string;
}

async function expectOk(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<void> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
}

export async function apiContext(baseURL: string, account?: { username: string; password: string }) {
  const ctx = await request.newContext({ baseURL });
  if (account) {
    const data = { username: account.username, password: account.password };
    await expectOk(await ctx.post('/api/login', { data }), `login ${account.username}`);
  }
  return ctx;
}

/**
 * Names the facility's bays through the admin's settings (the first two keep ids 1 and 2, the rest are added, all
 * open); `admin` is an admin's signed-in API context.
 */
export async function saveBays(admin: APIRequestContext, names: readonly string[]): Promise<void> {
  const bays = names.map((name, i) => (i < 2 ? { id: i + 1, name, open: true } : { name, open: true }));
  await expectOk(await admin.patch('/api/admin/facility-settings', { data: { bays } }), 'save the bays');
}

/** Registers a new (regular) account through POST /api/register; `name` is the optional display name. */
export async function registerUser(baseURL: string, prefix = 'visitor', name?: string): Promise<TestUser> {
  const ctx = await apiContext(baseURL);
  const username = uniqueEmail(prefix);
  const password = 'secret-pass-1';
  const data = { username, email: username, phone: '4075550199', password, ...(name ? { name } : {}) };
  const res = await ctx.post('/api/register', { data });
  await expectOk(res, 'register');
  const user = (await res.json()) as { id: number };
  await ctx.dispose();
  return { id: user.id, username, password };
}

/** The admin's membership switch (PATCH /api/admin/users/{id}/membership). */
export async function setMembership(baseURL: string, userId: number, isMember: boolean): Promise<void> {
  const admin = await apiContext(baseURL, ADMIN);
  await expectOk(await admin.patch(`/api/admin/users/${userId}/membership`, { data: { isMember } }), 'membership');
  await admin.dispose();
}

export async function createMember(baseURL: string): Promise<TestUser> {
  const user = await registerUser(baseURL, 'member');
  await setMembership(baseURL, user.id, true);
  return user;
}

/** A new member with an hour an admin booked for them (POST /api/admin/bookings) on `bay` from `startTime` on `date`. */
export async function memberBookedByAdmin(
  baseURL: string,
  bay: number,
  date: string,
  startTime: string,
): Promise<TestUser> {
  const member = await createMember(baseURL);
  const admin = await apiContext(baseURL, ADMIN);
  const endTime = `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}:00`;
  const data = { userId: member.id, simulatorId: bay, bookingDate: date, startTime, endTime };
  await expectOk(await admin.post('/api/admin/bookings', { data }), 'book for the member');
  await admin.dispose();
  return member;
}

/**
 * A league an admin creates through the API, without a schedule, late in the evening on one bay (its nights hold one
 * bay by computation, leaving the other bookable) until 60 days ahead; its day is the start date's weekday.
 */
export async function createLeague(
  admin: APIRequestContext,
  fields: { name: string; scoringType: 'lowest_score' | 'match_play'; startDate: string },
): Promise<number> {
  const dayOfWeek = weekdayOf(fields.startDate);
  const created = await admin.post('/api/admin/leagues', {
    data: {
      ...fields,
      description: '',
      leagueType: 'individual',
      endDate: facilityDate(60),
      dayOfWeek,
      startTime: '22:30',
      endTime: '23:30',
      maxParticipants: 8,
      numberOfBays: 1,
      isActive: true,
      createSchedule: false,
    },
  });
  await expectOk(created, 'create league');
  return ((await created.json()) as { id: number }).id;
}

/** Adds players to a league as the admin's "Add Participant" does, each their own team (1, 2, …) and its lead. */
export async function addParticipants(admin: APIRequestContext, leagueId: number, userIds: readonly number[]) {
  for (const [i, userId] of userIds.entries()) {
    const added = await admin.post(`/api/leagues/${leagueId}/participants`, {
      data: { userId, teamId: i + 1, isTeamLead: true },
    });
    await expectOk(added, 'add participant');
  }
}

/** A round of the league (POST /api/leagues/{id}/rounds), its id. */
export async function createRound(
  admin: APIRequestContext,
  leagueId: number,
  data: { roundNumber: number; roundDate: string; courseId?: number },
): Promise<number> {
  const round = await admin.post(`/api/leagues/${leagueId}/rounds`, { data });
  await expectOk(round, 'create round');
  return ((await round.json()) as { id: number }).id;
}

/** A league of `userIds` (each made a member first), each their own team, as createLeague and addParticipants. */
export async function leagueOfMembers(
  admin: APIRequestContext,
  fields: Parameters<typeof createLeague>[1],
  userIds: readonly number[],
): Promise<number> {
  for (const id of userIds) {
    await expectOk(await admin.patch(`/api/admin/users/${id}/membership`, { data: { isMember: true } }), 'membership');
  }
  const leagueId = await createLeague(admin, fields);
  await addParticipants(admin, leagueId, userIds);
  return leagueId;
}

/**
 * A handicapped stroke-play league (started yesterday) of four new members, Ann, Ben, Cy and Dee `label` (unique), with
 * these starting handicaps played as entered and the night's other settings given: its id, name and players.
 */
export async function leagueOfFourHandicaps(
  baseURL: string,
  label: string,
  handicaps: readonly [number, number, number, number],
  night: object = {},
) {
  const tag = Date.now().toString(36);
  const names = ['Ann', 'Ben', 'Cy', 'Dee'].map((n) => `${n} ${label} ${tag}`);
  const players = await Promise.all(names.map((name) => registerUser(baseURL, 'golfer', name)));
  const admin = await apiContext(baseURL, ADMIN);
  const leagueName = `${label} League ${tag}`;
  const leagueId = await leagueOfMembers(
    admin,
    { name: leagueName, scoringType: 'lowest_score', startDate: facilityDate(-1) },
    players.map((p) => p.id),
  );
  const settings = { handicapMode: 'league', handicapNewPlayer: 'entered', startingHandicapAllowance: false, ...night };
  await expectOk(await admin.put(`/api/leagues/${leagueId}/night`, { data: settings }), 'league night');
  const participants = (await (await admin.get(`/api/leagues/${leagueId}/participants`)).json()) as {
    id: number;
    name: string;
  }[];
  for (const [i, startingHandicap] of handicaps.entries()) {
    const id = participants.find((p) => p.name === names[i])!.id;
    const set = await admin.put(`/api/leagues/${leagueId}/participants/${id}/handicap`, { data: { startingHandicap } });
    await expectOk(set, 'starting handicap');
  }
  await admin.dispose();
  return { leagueId, leagueName, names, players };
}

/** Signs the page's browser context in (cookie set by the real login endpoint). */
export async function signIn(page: Page, account: { username: string; password: string }): Promise<void> {
  const data = { username: account.username, password: account.password };
  await expectOk(await page.request.post('/api/login', { data }), `login ${account.username}`);
}

/** Signs the page's browser out (cookies cleared) and signs `account` in. */
export async function switchAccount(page: Page, account: { username: string; password: string }): Promise<void> {
  await page.context().clearCookies();
  await signIn(page, account);
}

/** Facility (America/New_York) date, offset by whole days, as yyyy-MM-dd. */
/** 'Tuesday' for a 'yyyy-MM-dd' facility date. */
export const weekdayOf = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

/** 'Saturday, December 5, 2026' for a 'yyyy-MM-dd' facility date. */
export const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function facilityDate(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offsetDays)).toISOString().slice(0, 10);
}

/** Minutes since midnight on the facility's (America/New_York) clock, now. */
export function facilityMinutesNow(): number {
  const [hour = 0, minute = 0] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return hour * 60 + minute;
}
