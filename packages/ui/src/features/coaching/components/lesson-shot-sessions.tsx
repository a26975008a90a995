// The member's simulator sessions in the coach's lesson view (docs/decisions/221-who-reads-a-members-shots.md): read
// only when the coach opens them, each with the note the coach pins for the member to read, and the coach uploads
// the member's session files (matched to the lesson by their time).
import type { ShotSession } from '@longwood/core';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { ShotUpload, usePinShotNote, useShotSessions } from '../../account';
import { errorMessage } from '../../../lib/api-client';
import { formatFacilityDateTime } from '../../../lib/format';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { NoteEditor } from './note-editor';

export function LessonShotSessions({ memberId, memberName }: { memberId: number; memberName: string }) {
  return (
    <div className="space-y-3">
      <ShotUpload target={{ userId: memberId }} label={`Drop ${memberName}’s session files here, or`} />
      <SessionNotes memberId={memberId} memberName={memberName} />
    </div>
  );
}

function SessionNotes({ memberId, memberName }: { memberId: number; memberName: string }) {
  const sessions = useShotSessions(memberId);
  if (sessions.isPending) return <Spinner label="Loading shot sessions..." />;
  if (sessions.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(sessions.error, 'Shot sessions could not be loaded.')}
      </p>
    );
  }
  if (sessions.data.sessions.length === 0) {
    return <p className="text-sm text-slate-600">{memberName} has no shot sessions yet.</p>;
  }
  return (
    <ul className="divide-y divide-slate-100">
      {sessions.data.sessions.slice(0, 10).map((session) => (
        <SessionNote key={session.id} session={session} />
      ))}
    </ul>
  );
}

function SessionNote({ session }: { session: ShotSession }) {
  const pin = useToastedMutation(usePinShotNote(), 'Note Not Saved');
  return (
    <li className="space-y-1 py-2 text-sm">
      <p className="font-medium text-slate-900">
        {formatFacilityDateTime(session.startedAt ?? session.importedAt)} · {session.shotCount} shots
      </p>
      <NoteEditor
        label="Note for this session"
        saved={session.coachNote ?? ''}
        maxLength={1000}
        rows={2}
        saveLabel="Pin note"
        variant="outline"
        busy={pin.isPending}
        onSave={(note) =>
          pin.mutate(
            { id: session.id, note: note.trim() || null },
            {
              onSuccess: () => toast({ title: 'Note Pinned', description: 'The member sees it with the session.' }),
            },
          )
        }
      />
    </li>
  );
}
