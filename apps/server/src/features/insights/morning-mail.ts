// The owner's morning e-mail (docs/decisions/472-the-owners-morning-email.md): the day's summary, as core's
// morningSummary says it, sent to FACILITY_TEAM_EMAIL (the address that gets the till's daily report, 407). Queued once
// a day, after the hour the facility settings name, by the first process to claim the day.
import {
  morningEmailDue,
  morningRanges,
  morningSummary,
  type Insights,
  type InsightsList,
  type InsightsListQuery,
  type MorningSummary,
  type Revenue,
} from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { OutgoingMail } from '../../mail/mailer';
import type { MailOutbox } from '../../mail/outbox';
import type { MorningMailsRepository } from './morning-mails-repository';

export function composeMorningMail(summary: MorningSummary, to: string): OutgoingMail {
  const preview = summary.sections[0]!.lines[0]!;
  return {
    to,
    subject: summary.subject,
    text: summary.sections.map((s) => [s.title, ...(s.lines.length ? s.lines : ['None.'])].join('\n')).join('\n\n'),
    content: {
      preview,
      heading: summary.subject,
      paragraphs: [],
      facts: summary.sections.map((s) => ({ label: s.title, value: s.lines.length ? s.lines : ['None.'] })),
      action: { label: 'Open the insights', href: '/admin/insights' },
      reason: "You receive this e-mail because this address gets the facility's daily reports.",
    },
  };
}

export interface MorningDeps {
  /** The insights' figures of a range, and the list behind one. */
  figures: (range: { from: string; to: string }) => Promise<Insights>;
  list: (query: InsightsListQuery) => Promise<InsightsList>;
  revenue: (range: { from: string; to: string }) => Promise<Revenue>;
  /** The settings' hour (NO_MORNING_EMAIL: none). */
  hour: () => Promise<number>;
  to: string;
  mails: MorningMailsRepository;
  transaction: <T>(work: (unitOfWork: UnitOfWork) => Promise<T>) => Promise<T>;
  outbox: Pick<MailOutbox, 'add'>;
  now: () => Date;
}

export function createMorningMail(deps: MorningDeps) {
  return {
    /** One pass: queues today's e-mail when it is due and nobody has; the day it queued, or null. */
    async queueToday(): Promise<string | null> {
      const date = morningEmailDue(deps.now(), await deps.hour());
      if (date === null || (await deps.mails.claimed(date))) return null;
      const ranges = morningRanges(date);
      const list = (figure: 'no-shows' | 'late-cancellations') => deps.list({ ...ranges.yesterday, figure });
      const [yesterday, revenue, noShows, lateCancellations, today, week] = await Promise.all([
        deps.figures(ranges.yesterday),
        deps.revenue(ranges.yesterday),
        list('no-shows'),
        list('late-cancellations'),
        deps.figures(ranges.today),
        deps.figures(ranges.week),
      ]);
      const mail = composeMorningMail(
        morningSummary({ date, yesterday, revenue, noShows, lateCancellations, today, week }),
        deps.to,
      );
      const queued = await deps.transaction(async (unitOfWork) => {
        if (!(await deps.mails.within(unitOfWork).claim(date, deps.now().toISOString()))) return false;
        await deps.outbox.add([{ mail, about: `morning ${date}` }], unitOfWork);
        return true;
      });
      return queued ? date : null;
    },
  };
}
