// The course a league's nights or one round are played on (its 9 or 18 holes), chosen from the admin's course list
// (docs/decisions/277-league-schedule-with-a-course.md): the league form, adding a round and editing one.
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
