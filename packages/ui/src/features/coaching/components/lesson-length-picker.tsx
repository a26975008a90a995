import { LESSON_LENGTHS_MINUTES } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { lengthLabel } from '../lib/lesson-labels';

/** /book-lesson's lesson lengths, one button each, the chosen one pressed. */
export function LessonLengthPicker({ value, onChange }: { value: number; onChange: (minutes: number) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Lesson length</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {LESSON_LENGTHS_MINUTES.map((minutes) => (
          <Button
            key={minutes}
            type="button"
            variant={value === minutes ? 'primary' : 'outline'}
            aria-pressed={value === minutes}
            onClick={() => onChange(minutes)}
          >
            {lengthLabel(minutes)}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
