// The course a league's nights or one round are played on (its 9 or 18 holes), chosen from the admin's course list
// (docs/decisions/110-league-schedule-and-places.md), and the holes of it they play: all 18, the front nine or the
// back nine of an 18-hole course (docs/decisions/289-nine-holes-of-an-18-hole-course.md). The league form, adding a
// round and editing one.
import { COURSE_HOLES_LABELS, courseHolesChoices, type CourseHoles } from '@longwood/core';
import { useCallback, useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { registerField, SelectField, type SelectFieldProps } from '../../../components/ui/form-field';
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
    // Mounted again once the list is there, so a form's course (a league's, a round's) is shown selected: a form
    // puts its value into the select as it mounts, when only "No course" could be chosen.
    <SelectField
      key={courses.data ? 'courses' : 'loading'}
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

/**
 * A form's course and its holes, the two selects together: the league form, adding a round and editing one. A
 * course not of 18 holes (or none) sets the form's holes back to all.
 */
export function CourseFields<T extends FieldValues & { courseId?: number | null; courseHoles?: CourseHoles }>({
  form,
  label = 'Course',
  noneLabel = 'No course (totals only)',
  hint,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form with these two fields, resolver or not
  form: UseFormReturn<T, any, any>;
  label?: string;
  noneLabel?: string;
  hint?: string;
}) {
  const courseIdPath = 'courseId' as Path<T>;
  const holesPath = 'courseHoles' as Path<T>;
  const courseId = form.watch(courseIdPath) as number | null | undefined;
  const playWhole = useCallback(() => {
    if (form.getValues(holesPath) !== 'all') form.setValue(holesPath, 'all' as PathValue<T, Path<T>>);
  }, [form, holesPath]);
  return (
    <>
      <CourseSelect
        label={label}
        noneLabel={noneLabel}
        hint={hint}
        {...registerField(form, courseIdPath, { setValueAs: courseIdValue })}
      />
      <CourseHolesSelect courseId={courseId} onWhole={playWhole} {...registerField(form, holesPath)} />
    </>
  );
}
