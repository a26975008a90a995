// The setup API the preload gives the app's own pages (preload/bridges.ts createSetupApi).
import type { SetupApi } from '../preload/bridges';

export function setupApi(): SetupApi {
  const api = (window as unknown as { longwoodSetup?: SetupApi }).longwoodSetup;
  if (!api) throw new Error('The setup API is missing: this page must run inside the front desk app.');
  return api;
}

export function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing`);
  return found as T;
}
