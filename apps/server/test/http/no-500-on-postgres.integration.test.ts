// What Postgres answered with a 500 while SQLite took or refused it, now the same answer on both: a valid 254-character
// address whose look-alike key is longer than its column, hidden characters in an uploaded file's contents and name,
// and ids past the database's integer in any body.
import { expect, it } from 'vitest';
import { facilityInstant, fsxSessionOf, garminCsvOf, syntheticShots } from '@longwood/core';
import { describeEachDatabase, TEST_PASSWORD } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { leagueRequest, registration } from '../support/requests';

/** A valid 254-character address of m's: its look-alike key ('m' looks like 'rn') is 508 characters long. */
const LONG_M_ADDRESS = `${'m'.repeat(64)}@${'m'.repeat(63)}.${'m'.repeat(63)}.${'m'.repeat(57)}.com`;
const BIG = 2_147_483_648;
const SIXTEEN_DIGITS = 1_234_567_890_123_456;

const upload = (client: TestClient, name: string, text: string) => {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/plain' }), name);
  return client.post('/api/user/shot-sessions', undefined, { form });
};

// The app's clock is pinned before the league's fixed dates (a league may not start before yesterday; on 2026-11-28
// the real date passed them).
const NOW = facilityInstant('2026-11-21', '15:00');

describeEachDatabase(
  'the same answer on both databases, never a 500',
  (ctx) => {
    it('takes a 254-character address of m’s at registration, in the profile and from an admin', async () => {
      expect(LONG_M_ADDRESS).toHaveLength(254);
      const registered = await ctx.client().post('/api/register', registration(LONG_M_ADDRESS));
      expect(registered.status, registered.text).toBe(201);

      const other = `n${LONG_M_ADDRESS.slice(1)}`;
      const { client } = await ctx.signInAs();
      const profile = await client.patch('/api/user/profile', {
        username: 'long-address',
        email: other,
        currentPassword: TEST_PASSWORD,
      });
      expect(profile.status, profile.text).toBe(200);

      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const added = await admin.post('/api/admin/add-member', {
        email: `o${LONG_M_ADDRESS.slice(1)}`,
        phone: '4075550100',
      });
      expect(added.status, added.text).toBe(201);
      // The look-alike rule still holds for such a key: a zero for that 'o' is the same account.
      const lookalike = await ctx.client().post('/api/register', registration(`0${LONG_M_ADDRESS.slice(1)}`));
      expect(lookalike.status, lookalike.text).toBe(409);
    });

    it('refuses a NUL, a right-to-left override or a control in a club name, a session id or a file name', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      const shots = syntheticShots(7, 4);
      const cases: Array<{ name: string; text: string; field: string }> = [];
      for (const bad of ['Dri\u0000ver', '\u202Erevird', 'Dri\u0007ver']) {
        cases.push({
          name: 'garmin.csv',
          text: garminCsvOf(
            shots.map((s) => ({ ...s, clubLabel: bad })),
            { date: '2026-11-20', time: '10:00' },
          ),
          // Garmin's export names the club in its Club Name and Club Type columns: either is named.
          field: 'field "Club',
        });
        cases.push({
          name: 'range.session',
          text: fsxSessionOf(shots, `id-${bad}`, '2026-11-20T10:00:00Z'),
          field: 'SessionId',
        });
        cases.push({
          name: 'range.session',
          text: fsxSessionOf(
            shots.map((s) => ({ ...s, clubLabel: bad })),
            'abc',
            '2026-11-20T10:00:00Z',
          ),
          field: 'ClubName',
        });
      }
      for (const c of cases) {
        const res = await upload(client, c.name, c.text);
        expect(res.status, `${c.field}: ${res.text}`).toBe(400);
        expect(res.body.message).toContain(c.field);
        expect(res.body.message).toContain('characters that are not allowed');
      }
      for (const name of ['gar\u0000min.csv', '\u202Evsc.nimrag', 'gar\u0001min.csv']) {
        const res = await upload(client, name, garminCsvOf(shots, { date: '2026-11-20', time: '10:00' }));
        expect(res.status, `${JSON.stringify(name)}: ${res.text}`).toBe(400);
        // A C0 control (a NUL) stops the form's reader at the part's headers; the others reach the name's own check.
        expect(res.body.message).toBe(
          [...name].some((c) => c.charCodeAt(0) < 0x20)
            ? 'The upload could not be read: a file name or a form field has characters that are not allowed.'
            : 'The file name contains characters that are not allowed. Rename the file and try again.',
        );
      }
      expect((await client.get('/api/user/shot-sessions')).body.sessions).toEqual([]);
    });

    it('answers ids past the integer range in league bodies with 400', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true, isMember: true });
      const league = await admin.post(
        '/api/admin/leagues',
        leagueRequest({ name: 'Big Ids', startDate: '2026-11-26', endDate: '2026-12-31' }),
      );
      expect(league.status, league.text).toBe(201);
      const id = league.body.id as number;
      const score = await admin.post(`/api/leagues/${id}/scores`, { roundId: BIG, participantId: 1, strokes: 40 });
      expect(score.status, score.text).toBe(400);
      expect(score.body.fieldErrors).toHaveProperty('roundId');
      const participant = await admin.post(`/api/leagues/${id}/participants`, {
        userId: SIXTEEN_DIGITS,
        teamId: 1,
        isTeamLead: false,
      });
      expect(participant.status, participant.text).toBe(400);
      expect(participant.body.fieldErrors).toHaveProperty('userId');
      const shots = await admin.get(`/api/user/shot-sessions?userId=${BIG}`);
      expect(shots.status, shots.text).toBe(400);
    });
  },
  { now: () => NOW },
);
