// Uploading simulator session files (docs/decisions/220-shot-data-import.md): drag and drop or the file picker,
// several at once, with the upload's progress. The member's Game panel uses it for their own files; the desk's
// booking dialog and the coach's lesson view for a member's (docs/decisions/221-who-reads-a-members-shots.md).
import { useId, useRef, useState, type DragEvent } from 'react';
import { MAX_SHOT_FILES_PER_REQUEST } from '@longwood/core';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useImportShotFiles, type ShotTarget } from '../api/shot-sessions';

/**
 * Session files dropped or picked (several at once), sent with the upload's progress. `target` names the member and
 * booking when staff or a coach upload for a member; without it the files are the signed-in member's own.
 */
export function ShotUpload({
  target = {},
  label = 'Drop session files here, or',
}: {
  target?: ShotTarget;
  label?: string;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const upload = useImportShotFiles(setProgress, target);

  const send = (list: FileList | null) => {
    const files = list ? [...list] : [];
    if (files.length === 0) return;
    if (files.length > MAX_SHOT_FILES_PER_REQUEST) {
      setFailure(`At most ${MAX_SHOT_FILES_PER_REQUEST} files at once.`);
      return;
    }
    setFailure(null);
    setProgress(0);
    upload.mutate(files, {
      onSuccess: (sessions) => {
        const added = sessions.filter((s) => !s.duplicate);
        const shots = added.reduce((sum, s) => sum + s.shotCount, 0);
        const again = sessions.length - added.length;
        toast({
          title: added.length > 0 ? 'Sessions Imported' : 'Already Imported',
          description:
            `${added.length} session${added.length === 1 ? '' : 's'} with ${shots} shots added.` +
            (again > 0 ? ` ${again} file${again === 1 ? ' was' : 's were'} already imported.` : ''),
        });
      },
      onError: (error) => setFailure(errorMessage(error, 'The files could not be imported. Please try again.')),
      onSettled: () => {
        setProgress(null);
        if (input.current) input.current.value = '';
      },
    });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files);
  };

  return (
    <div>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-4 text-center text-sm ${dragging ? 'border-emerald-500 bg-emerald-50' : 'border-slate-300'}`}
      >
        <p className="text-slate-700">{label}</p>
        <label htmlFor={inputId} className="mt-2 inline-block cursor-pointer font-medium text-emerald-700 underline">
          choose files
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept=".csv,.session,.json,text/csv,application/json"
          className="sr-only"
          disabled={upload.isPending}
          onChange={(e) => send(e.target.files)}
        />
        <p className="mt-1 text-xs text-slate-500">
          Foresight .session, Garmin, Trackman or Uneekor CSV; up to {MAX_SHOT_FILES_PER_REQUEST} files of 5 MB.
        </p>
      </div>
      {progress !== null ? (
        <div className="mt-2">
          <label className="text-xs text-slate-600">
            Uploading… {Math.round(progress * 100)}%
            <progress className="block w-full" max={1} value={progress} />
          </label>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
