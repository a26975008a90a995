// The course a league's nights or one round are played on (its 9 or 18 holes), chosen from the admin's course list
// (docs/decisions/277-league-schedule-with-a-course.md), and the holes of it they play: all 18, the front nine or the
// back nine of an 18-hole course (docs/decisions/289-nine-holes-of-an-18-hole-course.md). The league form, adding a
// round and editing one.
import { COURSE_HOLES_LABELS, courseHolesChoices } from '@longwood/core';
import { useEffect } from 'react';
import { SelectField, type SelectFieldProps } from '../../../components/ui/form-field';
import { useCourses } from '../api/league-queries';

/** The select's value as the body wants it: null for no course (also the form's own null), else the course's id. */
export const courseIdValue = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

export function CourseSelect({
  noneLabel,
  ...field
}: { noneLabel: string } & Omit<SelectFieldProps, 'options' | 'children'>) {
  const courses = useCourses();
  return (
    <SelectField
      disabled={courses.isPending}
      options={(courses.data?.courses ?? []).map((c) => ({
        value: String(c.id),
        label: `${c.name} (${c.holes.length} holes, par ${c.par})`,
      }))}
      {...field}
    >
      <option value="">{noneLabel}</option>
    </SelectField>
  );
}

/**
 * "Holes": all 18, the front nine or the back nine, shown when the chosen course has 18 holes. Another course (9
 * holes, or none) is played whole: `onWhole` then sets the form's holes back to all.
 */
export function CourseHolesSelect({
  courseId,
  onWhole,
  ...field
}: { courseId: number | null | undefined; onWhole: () => void } & Omit<
  SelectFieldProps,
  'options' | 'children' | 'label'
>) {
  const courses = useCourses();
  const course = courses.data?.courses.find((c) => c.id === courseId);
  const choices = courseHolesChoices(course?.holes.length ?? 0);
  const nines = choices.length > 1;
  useEffect(() => {
    if ((courses.data || courseId === null || courseId === undefined) && !nines) onWhole();
  }, [courses.data, courseId, nines, onWhole]);
  if (!nines) return null;
  return (
    <SelectField
      label="Holes"
      hint="The nine a round plays gives its cards, pars, stroke indexes (1 to 9 in the course's order) and handicap strokes."
      options={choices.map((value) => ({ value, label: COURSE_HOLES_LABELS[value] }))}
      {...field}
    />
  );
}
