// The league confirmation e-mail over real SMTP: a member who joins (or whom an admin or the league's organiser adds) gets the league nights and an .ics calendar
// whose events are the facility's evening in UTC, DST change included, each under the one UID scheme
// (docs/decisions/192-one-icalendar-writer.md).
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { leagueRequest } from '../support/requests';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { attachedCalendar } from '../support/ics';
import { suiteSmtpInbox } from '../support/smtp-inbox';

const smtp = await suiteSmtpInbox();
const NOW = facilityInstant('2027-02-27', '10:00');

describeEachDatabase(
  'league confirmation e-mail',
  (ctx) => {
    const inbox = smtp.use(ctx);
    beforeEach(async () => {
      await ctx.resetData();
    });

    async function springSundayLeague(endDate: string) {
      const admin = (await ctx.signInAs({ isAdmin: true })).client;
      const created = await admin.post(
        '/api/admin/leagues',
        leagueRequest({ name: 'Spring Sunday League', startDate: '2027-03-07', endDate, dayOfWeek: 'Sunday' }),
      );
      expect(created.status).toBe(201);
      return { admin, created };
    }

    it('lists the league nights and attaches a calendar with one event per night', async () => {
      const { created } = await springSundayLeague('2027-03-21');
      const { user, client } = await ctx.signInAs({
        isMember: true,
        username: 'sam.lee@example.com',
        email: 'sam.lee@example.com',
      });
      expect((await client.post(`/api/leagues/${created.body.id}/join`, { userId: user.id })).status).toBe(201);

      const mail = await inbox.waitFor((m) => m.envelopeTo.includes('sam.lee@example.com'));
      expect(mail.subject).toBe('League registration confirmed: Spring Sunday League');
      // No name given: greeted by the name part of the address, its dot as a space (a dotted word reads as a link).
      expect(mail.text).toContain('Hi sam lee,');
      expect(mail.text).toContain(
        [
          'League nights:',
          '- Sunday, March 7, 2027, 6:00 PM - 8:00 PM EST',
          // Daylight saving time starts on March 14, 2027: the nights from then on are EDT (decision 193).
          '- Sunday, March 14, 2027, 6:00 PM - 8:00 PM EDT',
          '- Sunday, March 21, 2027, 6:00 PM - 8:00 PM EDT',
        ].join('\n'),
      );
      const calendar = attachedCalendar(mail, 'league-nights.ics');
      // The league's nights to keep: published, to nobody in particular.
      expect(calendar.method).toBe('PUBLISH');
      // 18:00 in New York: 23:00 UTC before the change (EST), 22:00 UTC after it (EDT, 2027-03-14).
      expect(calendar.events.map(({ uid, start, end }) => ({ uid, start, end }))).toEqual([
        {
          uid: `league-${created.body.id}-20270307@longwoodgolf.example`,
          start: '2027-03-07T23:00:00.000Z',
          end: '2027-03-08T01:00:00.000Z',
        },
        {
          uid: `league-${created.body.id}-20270314@longwoodgolf.example`,
          start: '2027-03-14T22:00:00.000Z',
          end: '2027-03-15T00:00:00.000Z',
        },
        {
          uid: `league-${created.body.id}-20270321@longwoodgolf.example`,
          start: '2027-03-21T22:00:00.000Z',
          end: '2027-03-22T00:00:00.000Z',
        },
      ]);
      for (const event of calendar.events) {
        expect(event).toMatchObject({ summary: 'Spring Sunday League', organizer: null, attendees: [] });
      }
    });

    /** Pat Player is added by `by` and gets the confirmation with the nights and the same calendar as a joiner. */
    async function patAddedBy(by: TestClient, leagueId: number) {
      const { user } = await ctx.signInAs({
        isMember: true,
        username: 'pat@example.com',
        email: 'pat@example.com',
        name: 'Pat Player',
      });
      const added = await by.post(`/api/leagues/${leagueId}/participants`, {
        userId: user.id,
        teamId: 1,
        isTeamLead: true,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);

      const mail = await inbox.waitFor((m) => m.envelopeTo.includes('pat@example.com'));
      expect(mail.subject).toBe('League registration confirmed: Spring Sunday League');
      expect(mail.text).toContain('Hi Pat Player,');
      expect(mail.text).toContain('You have been registered for Spring Sunday League.');
      expect(mail.text).toContain('League nights:\n- Sunday, March 7, 2027, 6:00 PM - 8:00 PM EST\n- Sunday, March 14');
      // The same calendar a member who joins gets: one event per night under the one UID scheme.
      const { method, events } = attachedCalendar(mail, 'league-nights.ics');
      expect([method, ...events.map((event) => `${event.uid} ${event.summary}`)]).toEqual([
        'PUBLISH',
        `league-${leagueId}-20270307@longwoodgolf.example Spring Sunday League`,
        `league-${leagueId}-20270314@longwoodgolf.example Spring Sunday League`,
      ]);
      return user;
    }

    it('a player an admin adds gets the same confirmation with the nights and their calendar', async () => {
      const { admin, created } = await springSundayLeague('2027-03-14');
      const user = await patAddedBy(admin, created.body.id);

      // A refused addition (the player is already in) sends nothing more: one e-mail to Pat in all.
      const again = await admin.post(`/api/leagues/${created.body.id}/participants`, {
        userId: user.id,
        teamId: 2,
        isTeamLead: true,
      });
      expect(again.status).toBe(409);
      const { user: mo } = await ctx.signInAs({ isMember: true, username: 'mo@example.com', email: 'mo@example.com' });
      await admin.post(`/api/leagues/${created.body.id}/participants`, { userId: mo.id, teamId: 2, isTeamLead: true });
      await inbox.waitFor((m) => m.envelopeTo.includes('mo@example.com'));
      expect(inbox.messages.filter((m) => m.envelopeTo.includes('pat@example.com'))).toHaveLength(1);
    });

    it("a player the league's organiser adds gets the same confirmation and calendar", async () => {
      const { admin, created } = await springSundayLeague('2027-03-14');
      const organiser = await ctx.signInAs({ isMember: true, name: 'Olly Organiser', username: 'olly@example.com' });
      expect((await admin.put(`/api/leagues/${created.body.id}/organisers/${organiser.user.id}`)).status).toBe(200);
      await patAddedBy(organiser.client, created.body.id);
    });
  },
  { env: smtp.env, now: () => NOW },
);
