// Courses: the admin's list of courses league rounds are played on (docs/decisions/211-league-handicaps-and-scorecards.md).
// A course a round uses cannot be deleted, nor its holes changed (its rounds' pars, stroke indexes and hole scores
// would change under them); its name can. Deleting and a round naming a course both take the course's lock, so a
// course cannot go while a round is being created on it.
import {
  courseHolesProblem,
  playedCourse,
  type Course,
  type CourseHoles,
  type CourseHole,
  type CreateCourseInput,
  type UpdateCourseInput,
  type User,
} from '@longwood/core';
import { acquireWriteLock } from '../../db/dialect';
import { transactionOf, type UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { StoredCourse } from './courses-repository';
import type { LeagueContext } from './league-context';
import type { LeagueTables } from './store';
import type { StoredRound } from './rounds-repository';

export const COURSE_SERVICE_MESSAGES = {
  notFound: 'That course does not exist.',
  inUse: 'A round is played on this course: it cannot be deleted.',
  holesInUse: "A round is played on this course: its holes can't be changed (its name can).",
} as const;

/**
 * The course of a round as the round plays it: the chosen nine of an 18-hole course or the course whole (core's
 * playedCourse: docs/decisions/289-nine-holes-of-an-18-hole-course.md), or undefined without one.
 */
export async function playedCourseOf(
  tables: Pick<LeagueTables, 'courses'>,
  round: Pick<StoredRound, 'courseId' | 'courseHoles'>,
) {
  const course = round.courseId === null ? undefined : await tables.courses.find(round.courseId);
  return course && playedCourse(course, round.courseHoles);
}

/** The course's lock: a course's deletion and a round created on it run one at a time. */
export const lockCourse = (unitOfWork: UnitOfWork, courseId: number) =>
  acquireWriteLock(transactionOf(unitOfWork), `course:${courseId}`);

/**
 * The course a league's nights or a round are played on, checked in the caller's transaction: it must exist, and the
 * holes played be ones it offers (a nine only of an 18-hole course: decision 289); its lock keeps it from being
 * deleted until the league or round names it. Answers the course, or undefined without one.
 */
export async function checkedCourse(
  tables: LeagueTables,
  unitOfWork: UnitOfWork,
  courseId: number | null | undefined,
  courseHoles: CourseHoles,
): Promise<StoredCourse | undefined> {
  let course: StoredCourse | undefined;
  if (courseId !== null && courseId !== undefined) {
    await lockCourse(unitOfWork, courseId);
    course = await tables.courses.find(courseId);
    if (!course) {
      throw new AppError('VALIDATION_FAILED', COURSE_SERVICE_MESSAGES.notFound, {
        courseId: [COURSE_SERVICE_MESSAGES.notFound],
      });
    }
  }
  const problem = courseHolesProblem(course ? course.holes.length : null, courseHoles);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { courseHoles: [problem] });
  return course;
}

const courseSnapshot = (c: { name: string; holes: readonly CourseHole[] }) => ({
  name: c.name,
  holes: c.holes.length,
  par: c.holes.reduce((sum, h) => sum + h.par, 0),
  card: c.holes.map((h) => `${h.par}/${h.strokeIndex}`).join(' '),
});

export function createCourses(ctx: LeagueContext) {
  const { store, timestamp } = ctx;
  const record = (
    unitOfWork: UnitOfWork,
    actor: User,
    action: 'course.created' | 'course.updated' | 'course.deleted',
    course: { id: number; name: string },
    before: ReturnType<typeof courseSnapshot> | null,
    after: ReturnType<typeof courseSnapshot> | null,
  ) =>
    ctx.deps.record(unitOfWork, {
      actor,
      action,
      targetType: 'course',
      targetId: course.id,
      targetLabel: course.name,
      before,
      after,
    });

  async function requireCourse(tables: LeagueTables, id: number): Promise<StoredCourse> {
    const course = await tables.courses.find(id);
    if (!course) throw new AppError('NOT_FOUND', COURSE_SERVICE_MESSAGES.notFound);
    return course;
  }

  async function withUse(tables: LeagueTables, course: StoredCourse): Promise<Course> {
    return { ...course, inUse: await tables.courses.inUse(course.id) };
  }

  return {
    listCourses: (): Promise<Course[]> => store.courses.list(),

    async createCourse(actor: User, input: CreateCourseInput): Promise<Course> {
      return store.transaction(async (tables, unitOfWork) => {
        const id = await tables.courses.insert(input, timestamp());
        const course = await requireCourse(tables, id);
        await record(unitOfWork, actor, 'course.created', course, null, courseSnapshot(course));
        return { ...course, inUse: false };
      });
    },

    async updateCourse(actor: User, id: number, input: UpdateCourseInput): Promise<Course> {
      return store.transaction(async (tables, unitOfWork) => {
        await lockCourse(unitOfWork, id);
        const before = await requireCourse(tables, id);
        const sameHoles = input.holes === undefined || JSON.stringify(input.holes) === JSON.stringify(before.holes);
        if (!sameHoles && (await tables.courses.inUse(id))) {
          throw new AppError('COURSE_IN_USE', COURSE_SERVICE_MESSAGES.holesInUse, {
            holes: [COURSE_SERVICE_MESSAGES.holesInUse],
          });
        }
        await tables.courses.update(id, input, timestamp());
        const after = await requireCourse(tables, id);
        const [a, b] = [courseSnapshot(before), courseSnapshot(after)];
        if (JSON.stringify(a) !== JSON.stringify(b)) await record(unitOfWork, actor, 'course.updated', after, a, b);
        return withUse(tables, after);
      });
    },

    async deleteCourse(actor: User, id: number): Promise<void> {
      await store.transaction(async (tables, unitOfWork) => {
        await lockCourse(unitOfWork, id);
        const course = await requireCourse(tables, id);
        if (await tables.courses.inUse(id)) throw new AppError('COURSE_IN_USE', COURSE_SERVICE_MESSAGES.inUse);
        await tables.courses.delete(id);
        await record(unitOfWork, actor, 'course.deleted', course, courseSnapshot(course), null);
      });
    },
  };
}
