// One lesson on the coach's agenda: the member and how to reach them, the slot, payment, and — once it has
// started — completed / no-show buttons; notes the member reads with their lesson; the member's shot sessions, each
// with a note the coach pins to it.
import { useState } from 'react';
import { hasLessonStarted, lessonPaymentStatusLabel, type CoachLesson } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { useRecordOutcome } from '../api/coach';
import { LESSON_STATUS_LABELS, lengthLabel } from '../lib/lesson-labels';
import { LessonShotSessions } from './lesson-shot-sessions';
import { NoteEditor } from './note-editor';
import { useToastedMutation } from '../../../lib/toasted-mutation';

export function CoachLessonCard({ lesson, now }: { lesson: CoachLesson; now: Date }) {
  const record = useToastedMutation(useRecordOutcome(), 'Error Updating Lesson');
  const [showShots, setShowShots] = useState(false);
  const started = hasLessonStarted(lesson, now);
  const cancelled = lesson.status === 'cancelled';

  const save = (body: { status?: 'completed' | 'no_show'; notes?: string }, done: string) =>
    record.mutate(
      { id: lesson.id, body },
      {
        onSuccess: () =>
          toast({ title: done, description: `${lesson.memberName}, ${formatDateLong(lesson.lessonDate)}` }),
      },
    );

  return (
    <li className="space-y-3 py-4" aria-label={`Lesson with ${lesson.memberName}`}>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">
            {formatTimeRange(lesson.startTime, lesson.endTime, { zoneOn: lesson.lessonDate })} · {lesson.memberName}
          </p>
          <p className="text-sm text-slate-600">
            {formatDateLong(lesson.lessonDate)} · {lengthLabel(lesson.durationMinutes)} · {lesson.simulatorName} ·{' '}
            {lessonPaymentStatusLabel(lesson)}
          </p>
          <p className="break-words text-sm text-slate-600">
            <a className="text-emerald-700 underline" href={`mailto:${lesson.memberEmail}`}>
              {lesson.memberEmail}
            </a>
            {lesson.memberPhone ? (
              <>
                {' · '}
                <a className="text-emerald-700 underline" href={`tel:${lesson.memberPhone}`}>
                  {lesson.memberPhone}
                </a>
              </>
            ) : null}
          </p>
        </div>
        <span className="self-start rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {LESSON_STATUS_LABELS[lesson.status]}
        </span>
      </div>
      {!cancelled ? (
        <>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant={lesson.status === 'completed' ? 'primary' : 'outline'}
              disabled={!started || record.isPending}
              onClick={() => save({ status: 'completed' }, 'Lesson Marked Completed')}
            >
              Mark completed
            </Button>
            <Button
              size="sm"
              variant={lesson.status === 'no_show' ? 'primary' : 'outline'}
              disabled={!started || record.isPending}
              onClick={() => save({ status: 'no_show' }, 'Lesson Marked No-show')}
            >
              Mark no-show
            </Button>
            {!started ? <p className="text-xs text-slate-500">You can mark the lesson once it has started.</p> : null}
          </div>
          <div className="space-y-1.5">
            <NoteEditor
              label={`Notes for ${lesson.memberName}`}
              saved={lesson.notes ?? ''}
              maxLength={4000}
              rows={3}
              placeholder="Swing feedback and what to practise next"
              saveLabel="Save notes"
              variant="secondary"
              busy={record.isPending}
              onSave={(notes) => save({ notes }, 'Notes Saved')}
            />
          </div>
        </>
      ) : null}
      {cancelled ? null : (
        <details onToggle={(e) => setShowShots(e.currentTarget.open)}>
          <summary className="cursor-pointer text-sm font-medium text-emerald-700">
            {lesson.memberName}’s shot sessions
          </summary>
          {showShots ? <LessonShotSessions memberId={lesson.memberId} memberName={lesson.memberName} /> : null}
        </details>
      )}
    </li>
  );
}
