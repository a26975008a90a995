import { describe, expect, it } from 'vitest';
import {
  COURSE_HOLES_MESSAGES,
  courseHoleNumber,
  courseHolesAfter,
  courseHolesChoices,
  courseHolesProblem,
  nineHoles,
  playedCourse,
  roundCourseText,
} from './course-nine';
import { handicapHoleScores, playingStrokes, strokesByHole } from './league-handicap';
import { sideGameEntryProblem, sideGameHolesOf } from './league-side-games';

/**
 * An 18-hole course as scorecards often have it: odd stroke indexes on the front nine, even ones on the back. Pars:
 * the front 4 4 3 5 4 4 3 4 5 (36), the back 4 3 4 5 4 4 3 5 4 (36).
 */
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];
const INDEXES = [7, 1, 17, 3, 11, 5, 15, 9, 13, 8, 16, 2, 6, 12, 4, 18, 10, 14];
const holes = PARS.map((par, i) => ({ par, strokeIndex: INDEXES[i]! }));
const course = { id: 5, name: 'Lakeside Links', holes, par: 72 };

describe('nine holes of an 18-hole course', () => {
  it("takes the nine's pars and ranks their stroke indexes again from 1 to 9 in the course's order", () => {
    const front = nineHoles(holes, 'front');
    expect(front.map((h) => h.par)).toEqual([4, 4, 3, 5, 4, 4, 3, 4, 5]);
    // 7 1 17 3 11 5 15 9 13 → ranks 4 1 9 2 6 3 8 5 7.
    expect(front.map((h) => h.strokeIndex)).toEqual([4, 1, 9, 2, 6, 3, 8, 5, 7]);
    const back = nineHoles(holes, 'back');
    expect(back.map((h) => h.par)).toEqual([4, 3, 4, 5, 4, 4, 3, 5, 4]);
    // 8 16 2 6 12 4 18 10 14 → ranks 4 8 1 3 6 2 9 5 7.
    expect(back.map((h) => h.strokeIndex)).toEqual([4, 8, 1, 3, 6, 2, 9, 5, 7]);
  });

  it('plays the back nine as a course of its own: nine holes, their par, numbered from 10', () => {
    const back = playedCourse(course, 'back');
    expect(back).toMatchObject({ id: 5, name: 'Lakeside Links', par: 36, firstHole: 10, courseHoles: 'back' });
    expect(back.holes).toHaveLength(9);
    expect([0, 8].map((i) => courseHoleNumber(back, i))).toEqual([10, 18]);
    expect(roundCourseText(back)).toBe('Lakeside Links, back nine (par 36)');
    expect(playedCourse(course, 'front')).toMatchObject({ par: 36, firstHole: 1, courseHoles: 'front' });
    expect(playedCourse(course, 'all')).toMatchObject({ par: 72, firstHole: 1, courseHoles: 'all' });
    expect(roundCourseText(playedCourse(course, 'all'))).toBe('Lakeside Links (par 72)');
    // A nine asked of a 9-hole course is the course whole.
    const short = { id: 6, name: 'Pines Nine', holes: holes.slice(0, 9), par: 36 };
    expect(playedCourse(short, 'back')).toMatchObject({ par: 36, firstHole: 1, courseHoles: 'all' });
  });

  it('gives the strokes received on a back nine by the nine’s own stroke indexes (half the 18-hole figure)', () => {
    const back = playedCourse(course, 'back');
    // A 12 handicap plays off 6 on nine holes: one stroke on the nine's indexes 1 to 6.
    const strokes = strokesByHole(playingStrokes(12, back.holes.length), back.holes);
    expect(strokes).toEqual([1, 0, 1, 1, 1, 1, 0, 1, 0]);
    // By course number: the six hardest of the back nine by the course's index (2, 4, 6, 8, 10 and 12).
    const getting = strokes.flatMap((s, i) => (s > 0 ? [courseHoleNumber(back, i)] : []));
    expect(getting).toEqual([10, 12, 13, 14, 15, 17]);
    expect(strokes.reduce((a, b) => a + b, 0)).toBe(6);
  });

  it('caps each hole of the nine at net double bogey: par + 2 + the strokes received there', () => {
    const back = playedCourse(course, 'back');
    // Hole 11 (par 3, no stroke) counts at most 5; hole 12 (par 4, a stroke) at most 7; hole 16 (par 3) at most 5.
    const gross = [6, 9, 9, 5, 4, 7, 8, 5, 4];
    expect(handicapHoleScores(gross, back.holes, 12)).toEqual([6, 5, 7, 5, 4, 7, 5, 5, 4]);
    // Without a handicap yet: par + 5.
    expect(handicapHoleScores(gross, back.holes, null)).toEqual([6, 8, 9, 5, 4, 7, 8, 5, 4]);
  });

  it('offers a nine on an 18-hole course only, and keeps the nine only while the course has one', () => {
    expect(courseHolesChoices(18)).toEqual(['all', 'front', 'back']);
    expect(courseHolesChoices(9)).toEqual(['all']);
    expect(courseHolesProblem(18, 'back')).toBeNull();
    expect(courseHolesProblem(9, 'back')).toBe(COURSE_HOLES_MESSAGES.nineHoleCourse);
    expect(courseHolesProblem(null, 'front')).toBe(COURSE_HOLES_MESSAGES.noCourse);
    expect(courseHolesProblem(null, 'all')).toBeNull();
    expect(courseHolesAfter(18, undefined, 'back')).toBe('back');
    expect(courseHolesAfter(9, undefined, 'back')).toBe('all');
    expect(courseHolesAfter(null, undefined, 'front')).toBe('all');
    expect(courseHolesAfter(18, 'front', 'back')).toBe('front');
  });

  it("plays side games on the league's holes by the course's numbers: 11 and 16 are the back nine's par 3s", () => {
    const back = playedCourse(course, 'back');
    const chosen = { closestToPinHoles: [3, 11, 16], longDriveHoles: [4, 13] };
    expect(sideGameHolesOf('closest_to_pin', chosen, back)).toEqual([11, 16]);
    expect(sideGameHolesOf('long_drive', chosen, back)).toEqual([13]);
    expect(sideGameHolesOf('closest_to_pin', chosen, playedCourse(course, 'front'))).toEqual([3]);
    const entry = { game: 'long_drive', participantId: 1, hole: 4, yards: 250 } as const;
    expect(sideGameEntryProblem(entry, { chosen, course: back }, new Set([1]))?.field).toBe('hole');
    expect(sideGameEntryProblem({ ...entry, hole: 13 }, { chosen, course: back }, new Set([1]))).toBeNull();
  });
});
