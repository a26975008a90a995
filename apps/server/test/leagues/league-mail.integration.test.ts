// The league confirmation e-mail over real SMTP: a member who joins gets the league nights and an .ics calendar
// whose events are the facility's evening in UTC, DST change included, each under the one UID scheme
// (docs/decisions/192-one-icalendar-writer.md).
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { leagueRequest } from '../support/requests';
import { describeEachDatabase } from '../support/databases';
import { attachedCalendar } from '../support/ics';
import { suiteSmtpInbox } from '../support/smtp-inbox';

const smtp = await suiteSmtpInbox();
const NOW = facilityInstant('2027-02-27', '10:00');

describeEachDatabase(
  'league confirmation e-mail',
  (ctx) => {
    const inbox = smtp.use();
    beforeEach(async () => {
      await ctx.resetData();
    });

    it('lists the league nights and attaches a calendar with one event per night', async () => {
      const admin = (await ctx.signInAs({ isAdmin: true })).client;
      const created = await admin.post(
        '/api/admin/leagues',
        leagueRequest({
          name: 'Spring Sunday League',
          startDate: '2027-03-07',
          endDate: '2027-03-21',
          dayOfWeek: 'Sunday',
        }),
      );
      expect(created.status).toBe(201);
      const { user, client } = await ctx.signInAs({
        isMember: true,
        username: 'sam@example.com',
        email: 'sam@example.com',
      });
      expect((await client.post(`/api/leagues/${created.body.id}/join`, { userId: user.id })).status).toBe(201);

      const mail = await inbox.waitFor((m) => m.envelopeTo.includes('sam@example.com'));
      expect(mail.subject).toBe('League registration confirmed: Spring Sunday League');
      // Greeted by display name: none given, so the part of the username before '@'.
      expect(mail.text).toContain('Hi sam,');
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
  },
  { env: smtp.env, now: () => NOW },
);
