import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { LinkComponentProvider } from '../lib/app-link';
import { AppProviders } from './providers';
import { RouterLink } from './router-link';
import { appRoutes } from './routes';

// Declarative routing (BrowserRouter + useRoutes) rather than a data router: no screen uses loaders or
// actions, and the data router's code would add about 20 KB gzipped to the landing page
// (docs/decisions/140-prerendered-landing-and-light-shell.md).
function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The whole app, website and front desk alike: the desktop app loads it from the server's own origin
 * (docs/decisions/170-desk-loads-from-the-server.md), so it always calls its own origin's API.
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders {...(queryClient ? { queryClient } : {})}>
      <BrowserRouter>
        <LinkComponentProvider value={RouterLink}>
          <AppRoutes />
        </LinkComponentProvider>
      </BrowserRouter>
    </AppProviders>
  );
}
