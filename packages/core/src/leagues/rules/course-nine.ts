// The front or back nine of an 18-hole course (docs/decisions/289-nine-holes-of-an-18-hole-course.md): a round that
// plays nine holes of its course reads those nine as its course everywhere (cards, handicaps, net double bogey,
// skins, side games, the leaderboard, printouts), with their pars and their stroke indexes ranked again 1 to 9 in
// the order of the course's, and the holes numbered as on the course (10 to 18 on the back nine).
import type { CourseHoles } from '../schemas/league-record';
import type { CourseHole } from '../schemas/course';

/** The select's labels: 'All 18' on an 18-hole course (a 9-hole course offers all its holes only). */
export const COURSE_HOLES_LABELS: Record<CourseHoles, string> = {
  all: 'All 18',
  front: 'Front nine',
  back: 'Back nine',
};

export const COURSE_HOLES_MESSAGES = {
  nineHoleCourse: 'A 9-hole course is played whole: choose all its holes',
  noCourse: 'Choose a course to play nine of its holes',
} as const;

/** The holes a course of `holeCount` holes can be played as: an 18-hole course whole or either nine; else whole. */
export function courseHolesChoices(holeCount: number): CourseHoles[] {
  return holeCount === 18 ? ['all', 'front', 'back'] : ['all'];
}

/** What is wrong with playing these holes of a course of `holeCount` holes (null: no course), or null. */
export function courseHolesProblem(holeCount: number | null, courseHoles: CourseHoles): string | null {
  if (courseHoles === 'all') return null;
  if (holeCount === null) return COURSE_HOLES_MESSAGES.noCourse;
  return courseHolesChoices(holeCount).includes(courseHoles) ? null : COURSE_HOLES_MESSAGES.nineHoleCourse;
}

/**
 * The holes a league or round plays once its course changes: those asked for, else the ones it played while the new
 * course offers them (a 9-hole course or none: all).
 */
export function courseHolesAfter(
  holeCount: number | null,
  asked: CourseHoles | undefined,
  before: CourseHoles,
): CourseHoles {
  if (asked !== undefined) return asked;
  return holeCount !== null && courseHolesChoices(holeCount).includes(before) ? before : 'all';
}

/**
 * The nine holes played of an 18-hole course: their pars, and their stroke indexes ranked again from 1 to 9 in the
 * order of the course's (the nine's hardest hole by the course's index is 1). A course entered with odd indexes on
 * the front nine and even ones on the back thus keeps its order on either nine.
 */
export function nineHoles(holes: readonly CourseHole[], nine: 'front' | 'back'): CourseHole[] {
  const played = nine === 'front' ? holes.slice(0, 9) : holes.slice(9, 18);
  const byIndex = played
    .map((h, i) => ({ i, strokeIndex: h.strokeIndex }))
    .sort((a, b) => a.strokeIndex - b.strokeIndex);
  const rank = new Map(byIndex.map((h, r) => [h.i, r + 1]));
  return played.map((h, i) => ({ par: h.par, strokeIndex: rank.get(i)! }));
}

/**
 * A course as a round plays it: the chosen nine of an 18-hole course (its par theirs) or the course whole, with the
 * number of its first hole on the course (10 for the back nine). A nine asked of a 9-hole course is the course whole.
 */
export function playedCourse<C extends { holes: readonly CourseHole[]; par: number }>(
  course: C,
  courseHoles: CourseHoles,
): Omit<C, 'holes' | 'par'> & { holes: CourseHole[]; par: number; firstHole: number; courseHoles: CourseHoles } {
  if (courseHoles === 'all' || course.holes.length !== 18) {
    return { ...course, holes: [...course.holes], par: course.par, firstHole: 1, courseHoles: 'all' };
  }
  const holes = nineHoles(course.holes, courseHoles);
  const par = holes.reduce((sum, h) => sum + h.par, 0);
  return { ...course, holes, par, firstHole: courseHoles === 'front' ? 1 : 10, courseHoles };
}

/** A round's course in words: 'Lakeside Links, back nine (par 36)'; 'Lakeside Links (par 72)' played whole. */
export function roundCourseText(course: { name: string; par: number; courseHoles?: CourseHoles }): string {
  const nine = course.courseHoles === 'front' || course.courseHoles === 'back';
  return `${course.name}${nine ? `, ${COURSE_HOLES_LABELS[course.courseHoles!].toLowerCase()}` : ''} (par ${course.par})`;
}

/** The hole's number on the course of the `i`th hole (from 0) of a round's course: 10 for the first of a back nine. */
export function courseHoleNumber(course: { firstHole?: number } | null | undefined, i: number): number {
  return (course?.firstHole ?? 1) + i;
}
