// The light shell every path but '/' is served as (docs/decisions/140-prerendered-landing-and-light-shell.md):
// the build renders it to static HTML, so a slow connection shows the site's frame and a spinner while the
// app's code downloads, never a blank page. The app replaces it when it starts; it is never hydrated.
import { PageContainer } from '../../components/page-container';
import { Card } from '../../components/ui/card';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { BookingPageHeading } from '../../features/bookings/components/booking-page-heading';
import { Header } from './header';
import { PageFrame } from './page-frame';

export function PageShell() {
  return (
    <PageFrame header={<Header user={null} isPending />}>
      <PageSpinner />
    </PageFrame>
  );
}

/**
 * The shell of /booking, the most used signed-in page (docs/decisions/158-booking-page-budget-and-layout-shift.md):
 * the page's own heading and text where the page will show them, and its two cards' places, so the first paint
 * is the booking page, not a spinner. Replaced, like the shell, by the app's first render.
 */
export function BookingShell() {
  return (
    <PageFrame header={<Header user={null} isPending />}>
      <PageContainer>
        <BookingPageHeading />
        <div className="mt-8 grid min-h-screen grid-cols-1 content-start gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <Card className="h-96 p-4">
            <h2 className="mb-3 text-sm font-semibold text-slate-800">Select a Date</h2>
          </Card>
          <Card className="flex h-96 items-center justify-center p-4 text-emerald-700">
            <Spinner label="Loading the booking form..." />
          </Card>
        </div>
      </PageContainer>
    </PageFrame>
  );
}
