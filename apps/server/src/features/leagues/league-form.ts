// A league's settings as its form (with its ranking rules resolved) and as the activity log keeps them (decision 135).
import { leagueRulesOf, type League, type LeagueForm, type LeagueRules } from '@longwood/core';
import { scheduleFieldsOf } from './schedule-reservations';

type LeagueSnapshotFields = LeagueRules &
  Pick<
    League,
    | 'name'
    | 'scoringType'
    | 'startDate'
    | 'endDate'
    | 'dayOfWeek'
    | 'startTime'
    | 'endTime'
    | 'maxParticipants'
    | 'numberOfBays'
    | 'isActive'
  >;

/** A league form with its ranking rules resolved (the form's, else the league's own, else the defaults). */
export type ResolvedForm = LeagueForm & LeagueRules;

/** What the activity log keeps of a league's settings. */
export function leagueSnapshot(league: LeagueSnapshotFields, hasSchedule?: boolean) {
  return {
    name: league.name,
    startDate: league.startDate,
    endDate: league.endDate,
    dayOfWeek: league.dayOfWeek,
    startTime: league.startTime,
    endTime: league.endTime,
    maxParticipants: league.maxParticipants,
    numberOfBays: league.numberOfBays,
    isActive: league.isActive,
    scoringType: league.scoringType,
    ...leagueRulesOf(league),
    ...(hasSchedule !== undefined ? { hasSchedule } : {}),
  };
}

/** A scheduled league's settings as a form, with `changes` (400 for a league without a day, times and bays). */
export function formOf(league: League, changes: Partial<LeagueForm> = {}): ResolvedForm {
  const fields = scheduleFieldsOf(league);
  return {
    name: league.name,
    description: league.description ?? '',
    leagueType: league.leagueType,
    scoringType: league.scoringType,
    maxParticipants: league.maxParticipants ?? 50,
    isActive: league.isActive,
    courseId: league.courseId ?? null,
    courseHoles: league.courseHoles ?? 'all',
    ...leagueRulesOf(league),
    ...fields,
    ...changes,
  };
}
