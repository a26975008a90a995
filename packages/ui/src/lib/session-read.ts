// GET /api/user without the query cache (the light landing entry reads the session with it; lib/session.ts
// wraps it in the shared ['user'] query). 401 (or any failure) means "signed out" (SPEC §7).
import type { User } from '@longwood/core';
import { getQuery } from './api-client';

export async function getUser(): Promise<User | null> {
  try {
    return await getQuery<User>('/api/user', { on401: 'null' });
  } catch {
    return null;
  }
}
