import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/spinner';
import { PageFrame } from './page-frame';
import { ScrollToTop } from './scroll-to-top';
import { SessionHeader } from './session-header';
import { useDocumentTitle } from './use-document-title';
import { usePageViewTracking } from './use-page-view-tracking';

export function RootLayout() {
  // One page view per route change; a no-op unless analytics is configured (lib/analytics.ts).
  usePageViewTracking();
  useDocumentTitle();
  return (
    <PageFrame header={<SessionHeader />}>
      {/* Lazy screens (booking, admin, leagues) show a spinner while their chunk loads. */}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollToTop />
    </PageFrame>
  );
}
