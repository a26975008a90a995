// The league confirmation e-mail over real SMTP: a member who joins gets the league nights and an .ics calendar
// whose events are the facility's evening in UTC, DST change included (issue 8).
import PostalMime from 'postal-mime';
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase } from './support/databases';
import { suiteSmtpInbox } from './support/smtp-inbox';

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
      const created = await admin.post('/api/admin/leagues', {
        name: 'Spring Sunday League',
        leagueType: 'individual',
        scoringType: 'lowest_score',
        startDate: '2027-03-07',
        endDate: '2027-03-21',
        dayOfWeek: 'Sunday',
        startTime: '18:00',
        endTime: '20:00',
        maxParticipants: 8,
        numberOfBays: 1,
        isActive: true,
      });
      expect(created.status).toBe(201);
      const { user, client } = await ctx.signInAs({
        isMember: true,
        username: 'sam@example.com',
        email: 'sam@example.com',
      });
      expect((await client.post(`/api/leagues/${created.body.id}/join`, { userId: user.id })).status).toBe(201);

      const mail = await inbox.waitFor((m) => m.envelopeTo.includes('sam@example.com'));
      expect(mail.subject).toBe('League registration confirmed: Spring Sunday League');
      expect(mail.text).toContain('- Sunday 2027-03-07, 6:00 PM - 8:00 PM EST');
      expect(mail.text).toContain('- Sunday 2027-03-21, 6:00 PM - 8:00 PM EST');
      const parsed = await PostalMime.parse(mail.raw);
      const ics = parsed.attachments.find((a) => a.filename === 'league-nights.ics');
      expect(ics?.mimeType).toBe('text/calendar');
      const text = typeof ics!.content === 'string' ? ics!.content : new TextDecoder().decode(ics!.content);
      expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
      // 18:00 in New York: 23:00 UTC before the change (EST), 22:00 UTC after it (EDT, 2027-03-14).
      expect(text).toContain('DTSTART:20270307T230000Z');
      expect(text).toContain('DTSTART:20270314T220000Z');
      expect(text).toContain('SUMMARY:Spring Sunday League');
    });
  },
  { env: smtp.env, now: () => NOW },
);
