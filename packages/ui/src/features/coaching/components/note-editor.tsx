// A coach's note the member reads (a lesson's notes, a shot session's pinned note): edited in place, saved by its
// button once it differs from what is saved.
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';

export function NoteEditor({
  label,
  saved,
  maxLength,
  rows,
  placeholder,
  saveLabel,
  variant,
  busy,
  onSave,
}: {
  label: string;
  /** The note as saved ('' for none). */
  saved: string;
  maxLength: number;
  rows: number;
  placeholder?: string;
  saveLabel: string;
  variant: 'secondary' | 'outline';
  busy: boolean;
  onSave: (note: string) => void;
}) {
  const [note, setNote] = useState(saved);
  return (
    <>
      <TextAreaField
        label={label}
        value={note}
        maxLength={maxLength}
        rows={rows}
        onChange={(e) => setNote(e.target.value)}
        placeholder={placeholder}
      />
      <Button size="sm" variant={variant} disabled={busy || note === saved} onClick={() => onSave(note)}>
        {saveLabel}
      </Button>
    </>
  );
}
