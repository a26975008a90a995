// How league cards and headings word a league (docs/requirements.md#member-leagues, #admin-leagues).
import { baysLabel, LEAGUE_TYPE_LABELS, pluralDay, SCORING_TYPE_LABELS, type League } from '@longwood/core';
import { formatDateShort, formatTimeRange } from '../../../lib/format';

export const leagueTypeLabel = (league: Pick<League, 'leagueType'>) => LEAGUE_TYPE_LABELS[league.leagueType];
export const scoringLabel = (league: Pick<League, 'scoringType'>) => SCORING_TYPE_LABELS[league.scoringType];

/** 'Tuesdays, 6:00 PM - 8:00 PM', or null when the day or a time is missing. */
export function scheduleLine(league: Pick<League, 'dayOfWeek' | 'startTime' | 'endTime'>): string | null {
  if (!league.dayOfWeek || !league.startTime || !league.endTime) return null;
  return `${pluralDay(league.dayOfWeek)}, ${formatTimeRange(league.startTime, league.endTime)}`;
}

export const dateRange = (league: Pick<League, 'startDate' | 'endDate'>) =>
  `${formatDateShort(league.startDate)} - ${formatDateShort(league.endDate)}`;

export const baysText = (bays: number | null) => (bays === null ? 'Not specified' : baysLabel(bays));

export const participantsText = (league: Pick<League, 'numberParticipants' | 'maxParticipants'>) =>
  `${league.numberParticipants} / ${league.maxParticipants ?? '-'}`;

export const isFull = (league: Pick<League, 'numberParticipants' | 'maxParticipants'>) =>
  league.maxParticipants !== null && league.numberParticipants >= league.maxParticipants;
