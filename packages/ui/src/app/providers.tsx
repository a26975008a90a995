import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppToaster } from '../components/ui/toast';
import { createQueryClient } from '../lib/query-client';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The member's next bookings and entrance code, kept on the device for the offline door page
  // (docs/decisions/204-installable-app-offline-door.md). The keeper's code loads after the first render, so no
  // page's first load carries it (docs/decisions/255-bundle-budgets-checked-by-the-build.md): it reads from the
  // cache what arrived before it started.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./door-pass-keeper').then(({ keepDoorPass }) => {
      if (!stopped) stop = keepDoorPass(client);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [client]);
  return (
    <QueryClientProvider client={client}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
