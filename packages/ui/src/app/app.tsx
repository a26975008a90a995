import { useState } from 'react';
import { BrowserRouter, HashRouter, useRoutes } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { setApiBaseUrl } from '../lib/api-client';
import { LinkComponentProvider } from '../lib/app-link';
import { AppProviders } from './providers';
import { RouterLink } from './router-link';
import { appRoutes } from './routes';

export interface AppConfig {
  /** Where the API lives; '' (same origin) for the web build, the facility server's URL for the desktop build. */
  apiBaseUrl?: string;
  /** 'hash' for builds loaded from file:// (Electron), 'browser' otherwise. */
  router?: 'browser' | 'hash';
}

// Declarative routing (BrowserRouter + useRoutes) rather than a data router: no screen uses loaders or
// actions, and the data router's code would add about 20 KB gzipped to the landing page
// (docs/decisions/035-landing-bundle-budget.md).
function AppRoutes() {
  return useRoutes(appRoutes);
}

export function App({ config = {}, queryClient }: { config?: AppConfig; queryClient?: QueryClient }) {
  useState(() => setApiBaseUrl(config.apiBaseUrl ?? ''));
  const Router = config.router === 'hash' ? HashRouter : BrowserRouter;
  return (
    <AppProviders {...(queryClient ? { queryClient } : {})}>
      <Router>
        <LinkComponentProvider value={RouterLink}>
          <AppRoutes />
        </LinkComponentProvider>
      </Router>
    </AppProviders>
  );
}
