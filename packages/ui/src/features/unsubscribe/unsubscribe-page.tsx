// /unsubscribe/:token — where a person lands who opens a results or reminder e-mail's unsubscribe address in a
// browser (the server sends them here; docs/decisions/281-one-click-unsubscribe.md). It says what the address stops
// and for whom, and its button does the same one-click unsubscribe a mail program does. Opening it changes nothing.
import { Link, useParams } from 'react-router-dom';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useUnsubscribe, useUnsubscribeTopic } from './api';

export function UnsubscribePage() {
  const token = useParams().token ?? '';
  const topic = useUnsubscribeTopic(token);
  const unsubscribe = useUnsubscribe(token);
  const about = topic.data;
  const what =
    about?.stops === 'league-results'
      ? `the e-mail with each round's results of ${about.leagueName ?? 'the league'}`
      : 'the lesson reminder e-mails sent the day before each lesson';
  const turnBackOn =
    about?.stops === 'league-results'
      ? "Changed your mind? Turn them back on from the league's page."
      : 'Changed your mind? Turn them back on from your account page.';

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-4 py-12">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Unsubscribe</h1>
        {topic.isPending ? (
          <div className="mt-4" role="status">
            <Spinner label="Reading the link..." />
          </div>
        ) : topic.isError || !about ? (
          <div className="mt-4 text-slate-700" role="alert">
            <p>{errorMessage(topic.error)}</p>
          </div>
        ) : unsubscribe.isSuccess || !about.subscribed ? (
          <div className="mt-4 space-y-3 text-slate-700" role="status">
            <p>
              {unsubscribe.data?.message ?? 'You will no longer get these e-mails.'} {about.name} will not get {what}.
            </p>
            <p>{turnBackOn}</p>
            <Link to="/" className={buttonClasses('secondary', 'md', 'inline-flex')}>
              Go to the home page
            </Link>
          </div>
        ) : (
          <div className="mt-4 space-y-4 text-slate-700">
            <p>
              Stop {what} for <strong>{about.name}</strong>?
            </p>
            {unsubscribe.isError ? (
              <p className="text-red-700" role="alert">
                {errorMessage(unsubscribe.error)}
              </p>
            ) : null}
            <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
              {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
}
