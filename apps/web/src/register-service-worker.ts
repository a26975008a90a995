// Registers the site's service worker (/sw.js; docs/decisions/204-installable-app-offline-door.md). Loaded by the
// web entry only after the page's load event, as a chunk of its own, so it adds nothing to any page's first load.
// The desktop front desk has its own offline handling and pages (decision 174): it never registers one.
import { deskBridge } from '@longwood/ui/desk-bridge';

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || deskBridge()) return;
  try {
    // The worker's script is always revalidated (the server sends it with no-cache; the browser also bypasses its
    // HTTP cache for it): a new version is found at the next visit and takes over once every tab is closed.
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    // No worker (private mode, storage refused, the server unreachable): the site works as before, only the
    // offline door page is missing.
  }
}
