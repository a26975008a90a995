// Uploading simulator session files (docs/decisions/220-shot-data-import.md): drag and drop or the file picker,
// several at once, with the upload's progress. The member's Game panel uses it for their own files; the desk's
// booking dialog and the coach's lesson view for a member's (docs/decisions/221-who-reads-a-members-shots.md).
import { useId, useRef, useState, type DragEvent, type RefObject } from 'react';
import {
  CLUB_ORDER,
  MAX_SHOT_FILE_BYTES,
  MAX_SHOT_FILES_PER_REQUEST,
  type RefusedShotFile,
  type ShotFileOutcome,
  type UnitSystem,
} from '@longwood/core';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useImportShotFiles, type ShotTarget } from '../api/shot-sessions';

/** The clubs the dialog offers for a file that names none: the bag's list, common wedge lofts, the putter. */
const CLUB_CHOICES = [...CLUB_ORDER, '50°', '52°', '54°', '56°', '58°', '60°', 'Putter'];

/** The units a file that names none was read in, as the member reads them. */
const UNITS_READ: Record<UnitSystem, string> = { imperial: 'yards and mph', metric: 'metres and km/h' };

/** Says what was added, how many files had been imported before, and the units of a file that names none. */
function announce(outcomes: readonly ShotFileOutcome[]) {
  const read = outcomes.filter((o) => o.ok);
  const added = read.filter((o) => !o.duplicate);
  if (read.length === 0) return;
  const shots = added.reduce((sum, s) => sum + s.shotCount, 0);
  const again = read.length - added.length;
  toast({
    title: added.length > 0 ? 'Sessions Imported' : 'Already Imported',
    description:
      `${added.length} session${added.length === 1 ? '' : 's'} with ${shots} shots added.` +
      (again > 0 ? ` ${again} file${again === 1 ? ' was' : 's were'} already imported.` : '') +
      read.flatMap((o) => o.warnings.map((w) => ` ${o.fileName}: ${w}`)).join('') +
      read.map((o) => (o.units ? ` ${o.fileName}: read in ${UNITS_READ[o.units]}.` : '')).join(''),
  });
}

/** A refused file as the dialog handles it: listed, asked its club or its units, or held as hit on another day. */
interface Refusal {
  fileName: string;
  message: string;
  needsClub: boolean;
  needsUnits: boolean;
  otherDay: boolean;
}

const refusalOf = (o: RefusedShotFile): Refusal => ({ ...o, otherDay: o.hitOn !== null });

/**
 * The refusals of a request refused as a whole (no file could be stored), from its field errors: each message begins
 * with its file's name; `club` repeats those of files that only lack a club, `units` those that lack their units,
 * `otherDay` those hit on another day.
 */
function refusalsOf(error: ApiError, files: readonly File[]): Refusal[] {
  const { file: messages = [], club = [], units = [], otherDay = [] } = error.fieldErrors ?? {};
  return messages.map((message) => ({
    fileName: files.find((f) => message.startsWith(`${f.name}:`) || message.startsWith(`${f.name} (`))?.name ?? '',
    message,
    needsClub: club.includes(message),
    needsUnits: units.includes(message),
    otherDay: otherDay.includes(message),
  }));
}

/** A file held back because its shots were hit on another day than the booking's, with the server's words. */
interface HeldFile {
  file: File;
  message: string;
}

/** What files are sent again with: the club of files that name none, their units, or that they belong to another day. */
interface Answers {
  club?: string;
  otherDay?: boolean;
  units?: UnitSystem;
}

/**
 * The upload's state and its one action: send files (again with a club, units, or as of another day), sort the
 * refusals.
 */
function useShotFileSender(target: ShotTarget, input: RefObject<HTMLInputElement | null>) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const [clubless, setClubless] = useState<File[]>([]);
  const [unitless, setUnitless] = useState<File[]>([]);
  const [held, setHeld] = useState<HeldFile[]>([]);
  const upload = useImportShotFiles(setProgress, target);

  const send = (files: File[], answers: Answers = {}) => {
    if (files.length === 0) return;
    if (files.length > MAX_SHOT_FILES_PER_REQUEST) {
      setFailures([`At most ${MAX_SHOT_FILES_PER_REQUEST} files at once.`]);
      return;
    }
    // The server refuses a file over the limit too; saying so here spares the member the upload.
    const tooBig = files.filter((file) => file.size > MAX_SHOT_FILE_BYTES);
    const sent = files.filter((file) => file.size <= MAX_SHOT_FILE_BYTES);
    const limit = `${MAX_SHOT_FILE_BYTES / (1024 * 1024)} MB`;
    const refusedHere = tooBig.map((file) => `${file.name} is larger than ${limit}: it was not uploaded.`);
    setFailures(refusedHere);
    setClubless([]);
    setUnitless([]);
    setHeld([]);
    if (sent.length === 0) return;
    // What was refused: plain failures listed, files lacking a club or units asked for them, files of another day held.
    const settle = (refused: readonly Refusal[]) => {
      const plain = refused.filter((o) => !o.needsClub && !o.needsUnits && !o.otherDay);
      setFailures([...refusedHere, ...plain.map((o) => o.message)]);
      const needClub = new Set(refused.filter((o) => o.needsClub).map((o) => o.fileName));
      setClubless(sent.filter((file) => needClub.has(file.name)));
      const needUnits = new Set(refused.filter((o) => o.needsUnits).map((o) => o.fileName));
      setUnitless(sent.filter((file) => needUnits.has(file.name)));
      setHeld(
        refused.flatMap((o) => {
          const file = o.otherDay ? sent.find((f) => f.name === o.fileName) : undefined;
          return file ? [{ file, message: o.message }] : [];
        }),
      );
    };
    setProgress(0);
    upload.mutate(
      { files: sent, ...answers },
      {
        onSuccess: (outcomes) => {
          announce(outcomes);
          settle(outcomes.filter((o): o is RefusedShotFile => !o.ok).map(refusalOf));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'SHOT_FILE_INVALID' && error.fieldErrors?.file) {
            settle(refusalsOf(error, sent));
            return;
          }
          setFailures([...refusedHere, errorMessage(error, 'The files could not be imported. Please try again.')]);
        },
        onSettled: () => {
          setProgress(null);
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  return {
    progress,
    failures,
    clubless,
    unitless,
    held,
    leaveHeld: () => setHeld([]),
    pending: upload.isPending,
    send,
  };
}

/**
 * Session files dropped or picked (several at once), sent with the upload's progress. `target` names the member and
 * booking when staff or a coach upload for a member; without it the files are the signed-in member's own. Each file
 * is imported or refused on its own; a file that names no club (Uneekor) is sent again once the club is chosen, and one
 * hit on another day than the named booking's once staff say it belongs there (docs/decisions/220-shot-data-import.md).
 */
export function ShotUpload({
  target = {},
  label = 'Drop session files here, or',
}: {
  target?: ShotTarget;
  label?: string;
}) {
  const [club, setClub] = useState('');
  const [units, setUnits] = useState('');
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { progress, failures, clubless, unitless, held, leaveHeld, pending, send } = useShotFileSender(target, input);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    send([...event.dataTransfer.files]);
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
          disabled={pending}
          onChange={(e) => send(e.target.files ? [...e.target.files] : [])}
        />
        <p className="mt-1 text-xs text-slate-500">
          Foresight FSX .session or LastShot.CSV; Trackman, GSPro, Uneekor, FlightScope, Rapsodo, Square Golf or Garmin
          CSV; up to {MAX_SHOT_FILES_PER_REQUEST} files of 5 MB.
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
      {clubless.length > 0 ? (
        <FileQuestion
          question={CLUB_QUESTION}
          files={clubless}
          value={club}
          onValue={setClub}
          pending={pending}
          onSubmit={(chosen) => send(clubless, { club: chosen })}
        />
      ) : null}
      {unitless.length > 0 ? (
        <FileQuestion
          question={UNITS_QUESTION}
          files={unitless}
          value={units}
          onValue={setUnits}
          pending={pending}
          onSubmit={(chosen) => send(unitless, { units: chosen as UnitSystem, club: club || undefined })}
        />
      ) : null}
      {held.length > 0 ? (
        <HeldFiles
          held={held}
          pending={pending}
          onImport={() =>
            send(
              held.map((h) => h.file),
              { club: club || undefined, otherDay: true },
            )
          }
          onLeave={leaveHeld}
        />
      ) : null}
      {failures.length > 0 ? (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-red-700">
          {failures.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** What the dialog asks of files a file names not (its club, its units): the question, its choices and its button. */
interface Question {
  /** What follows the files' names ('names no club. Which club…'). */
  asked: { one: string; many: string };
  label: string;
  placeholder: string;
  choices: readonly { value: string; label: string }[];
  submit: string;
}

const CLUB_QUESTION: Question = {
  asked: {
    one: 'names no club. Which club were these shots hit with?',
    many: 'name no club. Which club were these shots hit with?',
  },
  label: 'Club these shots were hit with',
  placeholder: 'Choose a club',
  choices: CLUB_CHOICES.map((choice) => ({ value: choice, label: choice })),
  submit: 'Import with this club',
};

const UNITS_QUESTION: Question = {
  asked: {
    one: 'names no units, and its carries and ball speeds do not tell them. Which units were these shots measured in?',
    many: 'name no units, and their carries and ball speeds do not tell them. Which units were these shots measured in?',
  },
  label: 'Units of these shots',
  placeholder: 'Choose the units',
  choices: [
    { value: 'imperial', label: 'Yards and mph' },
    { value: 'metric', label: 'Metres and km/h' },
  ],
  submit: 'Import in these units',
};

/**
 * Files asked what they do not say before they are sent again: the club of files that name none (Uneekor), the units
 * of files whose values do not tell them (Rapsodo, decision 429).
 */
function FileQuestion({
  question,
  files,
  value,
  onValue,
  pending,
  onSubmit,
}: {
  question: Question;
  files: readonly File[];
  value: string;
  onValue: (value: string) => void;
  pending: boolean;
  onSubmit: (value: string) => void;
}) {
  const selectId = useId();
  return (
    <form
      className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (value) onSubmit(value);
      }}
    >
      <p>
        {files.map((f) => f.name).join(', ')} {files.length === 1 ? question.asked.one : question.asked.many}
      </p>
      <label htmlFor={selectId} className="mt-2 block font-medium">
        {question.label}
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        className="mt-1 rounded-md border border-slate-300 px-2 py-1"
      >
        <option value="">{question.placeholder}</option>
        {question.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={!value || pending}
        className="ml-2 rounded-md bg-emerald-700 px-3 py-1 font-medium text-white disabled:opacity-50"
      >
        {question.submit}
      </button>
    </form>
  );
}

/** Files hit on another day than the named booking's, held back until staff say they belong to it all the same. */
function HeldFiles({
  held,
  pending,
  onImport,
  onLeave,
}: {
  held: readonly HeldFile[];
  pending: boolean;
  onImport: () => void;
  onLeave: () => void;
}) {
  return (
    <section
      aria-label="Files of another day"
      className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <ul className="space-y-1">
        {held.map(({ message }) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <p className="mt-2">Import {held.length === 1 ? 'it' : 'them'} for this booking all the same?</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={pending}
          onClick={onImport}
          className="rounded-md bg-emerald-700 px-3 py-1 font-medium text-white disabled:opacity-50"
        >
          Import anyway
        </button>
        <button
          type="button"
          onClick={onLeave}
          className="rounded-md border border-slate-300 bg-white px-3 py-1 font-medium text-slate-800"
        >
          Leave {held.length === 1 ? 'it' : 'them'} out
        </button>
      </div>
    </section>
  );
}
