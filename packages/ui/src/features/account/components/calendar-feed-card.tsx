// "Calendar feed" on /account (docs/decisions/203-calendar-feed.md): the private webcal:// address a member's or
// coach's calendar program subscribes to, with "Copy link", "Add to Google Calendar" and "Reset link" (after a
// confirmation, since every calendar subscribed to the old address stops updating at once).
import { useRef, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed';
import { useToastedMutation } from '../../../lib/toasted-mutation';

/** Google Calendar's "add by URL" page for a feed address. */
export const googleCalendarUrl = (feedUrl: string) =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feedUrl)}`;

export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const reset = useToastedMutation(
    useResetCalendarFeed(),
    'Reset failed',
    'The calendar link could not be reset. Please try again.',
  );
  const [confirming, setConfirming] = useState(false);
  const linkField = useRef<HTMLInputElement>(null);
  const url = feed.data?.url;

  const copy = async () => {
    if (!url) return;
    try {
      // Missing outside secure pages and in some browsers: then the link is selected for the person to copy.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it where your calendar app adds a calendar by URL.' });
    } catch {
      linkField.current?.focus();
      linkField.current?.select();
      toast({
        title: 'Copy failed',
        description: 'The link is selected: copy it with Ctrl+C (⌘C on a Mac).',
        variant: 'destructive',
      });
    }
  };

  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: 'Calendar link reset',
          description: 'The old link no longer works. Add the new one to your calendars.',
        });
      },
      onError: () => setConfirming(false),
    });

  return (
    <Card className="p-6">
      <section aria-labelledby="calendar-feed-heading" className="space-y-3">
        <h2 id="calendar-feed-heading" className="text-lg font-semibold text-slate-900">
          Calendar feed
        </h2>
        <p className="text-sm text-slate-600">
          Subscribe to your bookings, lessons and league nights in Google Calendar, Apple Calendar or Outlook. Changes
          show up there on their own.
        </p>
        {feed.isPending ? (
          <Spinner label="Loading your calendar link..." className="text-emerald-700" />
        ) : feed.isError || !url ? (
          <div className="space-y-2">
            <p role="alert" className="text-sm text-red-600">
              {errorMessage(feed.error, 'Your calendar link could not be loaded.')}
            </p>
            <Button variant="outline" onClick={() => void feed.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <TextField
              ref={linkField}
              label="Your private calendar link"
              hint="Keep it to yourself: anyone who has it can see your schedule."
              value={url}
              readOnly
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void copy()}>Copy link</Button>
              <a
                href={googleCalendarUrl(url)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('outline')}
              >
                Add to Google Calendar
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              {/* The webcal:// address itself: one tap on an iPhone or a Mac asks Apple Calendar to subscribe. */}
              <a href={url} className={buttonClasses('outline')}>
                Subscribe on iPhone or Mac
              </a>
              <Button variant="outline" onClick={() => setConfirming(true)}>
                Reset link
              </Button>
            </div>
            <div aria-live="polite">
              {reset.isSuccess ? (
                <p role="status" className="text-sm text-emerald-700">
                  Your new link is ready. The old one no longer works.
                </p>
              ) : null}
            </div>
          </>
        )}
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset your calendar link?"
        description="Calendars subscribed to the current link stop updating at once. You will need to add the new link to them."
        confirmLabel="Reset link"
        onConfirm={confirmReset}
        busy={reset.isPending}
      />
    </Card>
  );
}
