// /coach/dashboard (docs/decisions/120-coaching-lessons.md): the signed-in coach's agenda for today, upcoming
// lessons and the last two weeks (to mark outcomes and write notes), then their weekly hours and time off.
// Admins may open it too (policy coach:screens); an admin who is not a coach is sent to Coach Management.
import { Link } from 'react-router-dom';
import { addDaysToDateString, facilityToday, type CoachLesson } from '@longwood/core';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { CardUnderTitle } from '../../../components/ui/titled-section';
import { PageContainer } from '../../../components/page-container';
import { RequestFailed } from '../../../components/request-failed';
import { useUser } from '../../../lib/session';
import { useNow } from '../../../lib/use-now';
import { useCoachAgenda } from '../api/coach';
import { CoachLessonCard } from './coach-lesson-card';
import { TimeOffPanel } from './time-off-panel';
import { WeeklyHoursEditor } from './weekly-hours-editor';

const PAST_DAYS = 14;
const AHEAD_DAYS = 30;

function LessonList({
  title,
  lessons,
  empty,
  now,
}: {
  title: string;
  lessons: CoachLesson[];
  empty: string;
  now: Date;
}) {
  const id = `agenda-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {lessons.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {lessons.map((l) => (
            <CoachLessonCard key={l.id} lesson={l} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Agenda({ coachId }: { coachId: number }) {
  const now = useNow();
  const today = facilityToday(now);
  const agenda = useCoachAgenda(
    coachId,
    addDaysToDateString(today, -PAST_DAYS),
    addDaysToDateString(today, AHEAD_DAYS),
  );
  if (agenda.isPending) return <Spinner label="Loading your lessons..." className="text-emerald-700" />;
  if (agenda.isError) return <RequestFailed title="Failed to fetch lessons" query={agenda} />;
  const lessons = agenda.data.filter((l) => l.status !== 'cancelled');
  return (
    <div className="space-y-6">
      <LessonList
        title="Today"
        lessons={lessons.filter((l) => l.lessonDate === today)}
        empty="No lessons today."
        now={now}
      />
      <LessonList
        title="Upcoming"
        lessons={lessons.filter((l) => l.lessonDate > today)}
        empty="No upcoming lessons."
        now={now}
      />
      <LessonList
        title="Recent lessons"
        lessons={lessons.filter((l) => l.lessonDate < today).reverse()}
        empty="No lessons in the last two weeks."
        now={now}
      />
    </div>
  );
}

export function CoachDashboardPage() {
  const { data: user } = useUser();
  return (
    <PageContainer className="max-w-4xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Coach Dashboard</h1>
        <p className="mt-2 text-slate-600">
          Your lessons, notes for your students, and the hours members can book you.
        </p>
      </div>
      {!user?.isCoach ? (
        <Card className="p-6">
          <p className="text-slate-700">
            You are not set up as a coach. Coaches, their hours and their lessons are managed in Coach Management.
          </p>
          <Link to="/admin/coaches" className={buttonClasses('outline', 'md', 'mt-4')}>
            Coach Management
          </Link>
        </Card>
      ) : (
        <>
          <Card className="p-4 sm:p-6">
            <Agenda coachId={user.id} />
          </Card>
          <CardUnderTitle id="hours-heading" title="My Weekly Hours">
            <WeeklyHoursEditor coachId={user.id} />
          </CardUnderTitle>
          <CardUnderTitle id="time-off-heading" title="Time Off">
            <TimeOffPanel coachId={user.id} />
          </CardUnderTitle>
        </>
      )}
    </PageContainer>
  );
}
