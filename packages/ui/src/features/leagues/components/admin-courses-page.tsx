// /admin/courses: the courses league rounds are played on (docs/decisions/211-league-handicaps-and-scorecards.md):
// a name and 9 or 18 holes with their par and stroke index, added once and reused by every round. A course a round
// is played on keeps its holes and cannot be deleted (the server says so); its name can change.
import { zodResolver } from '@hookform/resolvers/zod';
import { createCourseSchema, type Course, type CourseHole, type CreateCourseInput } from '@longwood/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PageContainer } from '../../../components/page-container';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { registerField, SelectField, TextField } from '../../../components/ui/form-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { listError, showServerFieldErrors } from '../../../lib/form-errors';
import { useCreateCourse, useDeleteCourse, useUpdateCourse } from '../api/league-mutations';
import { useCourses } from '../api/league-queries';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { BackLink } from './back-to-rounds';

/** A new course's card: par 4 everywhere, stroke index in hole order (the organiser types the real ones). */
const blankHoles = (count: number): CourseHole[] =>
  Array.from({ length: count }, (_, i) => ({ par: 4, strokeIndex: i + 1 }));

export function AdminCoursesPage() {
  const courses = useCourses();
  const [editing, setEditing] = useState<Course | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Course | null>(null);
  const remove = useToastedMutation(useDeleteCourse(), 'Failed to delete course');

  if (courses.isPending) {
    return <PageSpinner label="Loading courses..." />;
  }
  return (
    <PageContainer className="max-w-5xl" holdsPlace>
      <BackLink to="/admin/leagues">Back to Leagues</BackLink>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900">Courses</h1>
        {editing === null ? <Button onClick={() => setEditing('new')}>Add Course</Button> : null}
      </div>
      {courses.isError ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {errorMessage(courses.error)}
        </p>
      ) : (
        <Card className="mt-6 p-0">
          {courses.data.courses.length === 0 ? (
            <p className="p-6 text-center text-slate-600">
              No courses yet. Add the simulator courses your leagues play, with each hole&apos;s par and stroke index.
            </p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {courses.data.courses.map((course) => (
                <li key={course.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <p className="font-medium">{course.name}</p>
                    <p className="text-sm text-slate-600">
                      {course.holes.length} holes · par {course.par}
                      {course.inUse ? ' · played in a league round' : ''}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button variant="outline" size="sm" onClick={() => setEditing(course)}>
                      Edit <span className="sr-only">{course.name}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={course.inUse}
                      title={course.inUse ? 'A round is played on this course: it cannot be deleted.' : undefined}
                      onClick={() => setToDelete(course)}
                    >
                      Delete <span className="sr-only">{course.name}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
      {editing !== null ? (
        <CourseForm
          key={editing === 'new' ? 'new' : editing.id}
          course={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete Course"
        description={`Delete ${toDelete?.name ?? 'this course'}? This action cannot be undone.`}
        confirmLabel="Delete Course"
        busy={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              toast({ title: 'Course deleted', description: `${toDelete.name} has been removed.` });
              setToDelete(null);
            },
            onError: () => setToDelete(null),
          });
        }}
      />
    </PageContainer>
  );
}

function CourseForm({ course, onDone }: { course: Course | null; onDone: () => void }) {
  // One grid form (docs/decisions/198-form-fields-one-way.md): react-hook-form holds
  // the name and every hole's par and stroke index, core's createCourseSchema checks them, the server's field errors
  // land beside the field they name ('holes.3.par'); the cells are typed digits only.
  const form = useForm<CreateCourseInput>({
    resolver: zodResolver(createCourseSchema),
    defaultValues: { name: course?.name ?? '', holes: course?.holes ?? blankHoles(18) },
  });
  const holes = form.watch('holes');
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const busy = create.isPending || update.isPending;
  const locked = course?.inUse ?? false;
  const { errors } = form.formState;

  const setHole = (index: number, field: keyof CourseHole, value: string) =>
    form.setValue(`holes.${index}.${field}`, Number(value), { shouldDirty: true });

  const submit = form.handleSubmit((values) => {
    const done = {
      onSuccess: () => {
        toast({
          title: course ? 'Course saved' : 'Course added',
          description: `${values.name} is ready to play.`,
        });
        onDone();
      },
      onError: (e: unknown) => {
        showServerFieldErrors(form, e);
        form.setError('root.server', { message: errorMessage(e) });
      },
    };
    if (course) update.mutate({ id: course.id, body: locked ? { name: values.name } : values }, done);
    else create.mutate(values, done);
  });
  const cellError = (i: number, field: keyof CourseHole) => errors.holes?.[i]?.[field]?.message;
  // One sentence under the card: the server's refusal, else the card's own (a stroke index used twice), else a cell's.
  const problem =
    errors.root?.server?.message ??
    listError(errors, 'holes') ??
    holes.flatMap((_, i) => [cellError(i, 'par'), cellError(i, 'strokeIndex')]).find(Boolean);

  return (
    <Card className="mt-6 p-4">
      <form
        noValidate
        aria-label={course ? `Edit ${course.name}` : 'Add Course'}
        onSubmit={(event) => void submit(event)}
      >
        <h2 className="mb-3 text-lg font-semibold">{course ? `Edit ${course.name}` : 'Add Course'}</h2>
        <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
          <TextField label="Course Name" {...registerField(form, 'name')} />
          <SelectField
            label="Holes"
            value={String(holes.length)}
            disabled={locked}
            onChange={(e) => form.setValue('holes', blankHoles(Number(e.target.value)), { shouldDirty: true })}
            options={[
              { value: '18', label: '18 holes' },
              { value: '9', label: '9 holes' },
            ]}
          />
        </div>
        {locked ? (
          <p className="mt-2 text-sm text-slate-600">A round is played on this course: only its name can change.</p>
        ) : null}
        <div className="mt-4 overflow-x-auto">
          <table className="text-sm">
            <caption className="sr-only">Par and stroke index of each hole</caption>
            <thead>
              <tr>
                <th scope="row" className="pr-2 text-left">
                  Hole
                </th>
                {holes.map((_, i) => (
                  <th key={i} scope="col" className="w-12 text-center">
                    {i + 1}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(['par', 'strokeIndex'] as const).map((field) => (
                <tr key={field}>
                  <th scope="row" className="pr-2 text-left font-medium">
                    {field === 'par' ? 'Par' : 'Stroke index'}
                  </th>
                  {holes.map((hole, i) => (
                    <td key={i} className="p-0.5">
                      <input
                        aria-label={`Hole ${i + 1} ${field === 'par' ? 'par' : 'stroke index'}`}
                        aria-invalid={cellError(i, field) ? true : undefined}
                        inputMode="numeric"
                        disabled={locked}
                        className="h-9 w-11 rounded border border-slate-300 text-center disabled:bg-slate-100"
                        value={Number.isFinite(hole[field]) && hole[field] > 0 ? String(hole[field]) : ''}
                        onChange={(e) => setHole(i, field, e.target.value.replace(/\D/g, ''))}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-sm text-slate-600">
          Par {holes.reduce((sum, h) => sum + (Number.isFinite(h.par) ? h.par : 0), 0)}. Stroke index 1 is the hardest
          hole: it gets the first handicap stroke.
        </p>
        {problem ? (
          <p role="alert" className="mt-3 rounded border border-red-200 bg-red-50 p-2 text-sm text-red-800">
            {problem}
          </p>
        ) : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : course ? 'Save Course' : 'Add Course'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
