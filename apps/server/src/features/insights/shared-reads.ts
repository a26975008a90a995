// What the insights' figures and lists both read of a range (docs/decisions/245-owner-insights.md): its lessons,
// leagues, membership and demo requests, and today's members, each with the names staff read.
import type { Knex } from 'knex';
import {
  personName,
  type InsightDemoRequest,
  type InsightLeague,
  type InsightLesson,
  type InsightMember,
  type InsightMembershipRequest,
} from '@longwood/core';
import { toBool, toNumber } from '../../db/dialect';
import { fullTime, instantRange, nameOf, text, type Row } from './rows';

export function createSharedReads(db: Knex) {
  return {
    /** The lessons of the dates from..to, with the coach's and the member's names. */
    async lessons(from: string, to: string): Promise<InsightLesson[]> {
      const rows = (await db('lessons as x')
        .join('users as c', 'c.id', 'x.coach_id')
        .join('users as m', 'm.id', 'x.member_id')
        .select([
          'x.id',
          'x.coach_id',
          'x.lesson_date',
          'x.start_time',
          'x.status',
          'x.complimentary',
          'c.username as coach_username',
          'c.name as coach_name',
          'm.username as member_username',
          'm.name as member_name',
        ])
        .whereBetween('x.lesson_date', [from, to])
        .orderBy(['x.lesson_date', 'x.start_time', 'x.id'])) as Row[];
      return rows.map((r) => ({
        id: toNumber(r.id as number),
        coachId: toNumber(r.coach_id as number),
        coachName: nameOf(r.coach_username, r.coach_name) ?? '',
        memberName: nameOf(r.member_username, r.member_name) ?? '',
        lessonDate: r.lesson_date as string,
        startTime: fullTime(r.start_time as string),
        status: r.status as InsightLesson['status'],
        complimentary: toBool(r.complimentary as boolean),
      }));
    },

    /** Every member today, with when the account was made. */
    async members(): Promise<InsightMember[]> {
      const rows = (await db('users')
        .select(['id', 'username', 'name', 'email', 'created_at'])
        .where('is_member', true)
        .orderBy('id')) as Array<{
        id: number | string;
        username: string;
        name: string | null;
        email: string;
        created_at: string;
      }>;
      return rows.map((r) => ({
        id: toNumber(r.id),
        name: personName({ name: r.name, username: r.username }),
        email: r.email,
        createdAt: r.created_at,
      }));
    },

    /** The leagues whose dates meet from..to, with their participant counts. */
    async leagues(from: string, to: string): Promise<InsightLeague[]> {
      const rows = (await db('leagues as l')
        .leftJoin('league_participants as p', 'p.league_id', 'l.id')
        .select(['l.id', 'l.name', 'l.max_participants'])
        .count({ participants: 'p.id' })
        .where('l.start_date', '<=', to)
        .andWhere('l.end_date', '>=', from)
        .groupBy(['l.id', 'l.name', 'l.max_participants'])
        .orderBy('l.id')) as Array<{
        id: number | string;
        name: string;
        max_participants: number | string | null;
        participants: number | string;
      }>;
      return rows.map((r) => ({
        id: toNumber(r.id),
        name: r.name,
        maxParticipants: r.max_participants === null ? null : toNumber(r.max_participants),
        participants: toNumber(r.participants),
      }));
    },

    /**
     * The membership requests received on the facility dates from..to: converted when the request's account, or an
     * account with its e-mail, is a member now.
     */
    async membershipRequests(from: string, to: string): Promise<InsightMembershipRequest[]> {
      const [start, end] = instantRange(from, to);
      const rows = (await db('membership_requests as r')
        .leftJoin('users as a', 'a.id', 'r.user_id')
        .select(['r.id', 'r.created_at', 'r.name', 'r.email', 'a.is_member'])
        .select(
          db.raw(
            'EXISTS (SELECT 1 FROM users e WHERE LOWER(e.email) = LOWER(r.email) AND e.is_member = ?) AS member_by_email',
            [true],
          ),
        )
        .where('r.created_at', '>=', start)
        .andWhere('r.created_at', '<', end)
        .orderBy(['r.created_at', 'r.id'])) as Row[];
      return rows.map((r) => ({
        id: toNumber(r.id),
        createdAt: text(r.created_at),
        name: text(r.name),
        email: text(r.email),
        converted: toBool(r.is_member) || toBool(r.member_by_email),
      }));
    },

    /** The demo requests received on the facility dates from..to. */
    async demoRequests(from: string, to: string): Promise<InsightDemoRequest[]> {
      const [start, end] = instantRange(from, to);
      const rows = (await db('contact_submissions')
        .select(['id', 'created_at', 'name', 'email', 'is_read', 'became_member'])
        .where('created_at', '>=', start)
        .andWhere('created_at', '<', end)
        .orderBy(['created_at', 'id'])) as Array<{
        id: number | string;
        created_at: string;
        name: string;
        email: string;
        is_read: boolean | number;
        became_member: boolean | number;
      }>;
      return rows.map((r) => ({
        id: toNumber(r.id),
        createdAt: r.created_at,
        name: r.name,
        email: r.email,
        isRead: toBool(r.is_read),
        becameMember: toBool(r.became_member),
      }));
    },
  };
}
