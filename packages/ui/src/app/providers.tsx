import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppToaster } from '../components/ui/toast';
import { createQueryClient } from '../lib/query-client';
import { keepDoorPass } from './door-pass-keeper';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The member's next bookings and entrance code, kept on the device for the offline door page
  // (docs/decisions/204-installable-app-offline-door.md).
  useEffect(() => keepDoorPass(client), [client]);
  return (
    <QueryClientProvider client={client}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
