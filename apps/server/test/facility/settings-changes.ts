// The facility settings' activity-log entries as an admin reads them, newest first: who saved, and the fields the
// save changed before and after (docs/decisions/228-facility-settings-in-the-database.md).
import type { TestClient } from '../support/http-client';

export async function settingsChanges(admin: TestClient) {
  const { items } = (await admin.get('/api/admin/activity')).body as {
    items: { action: string; actorName: string; before: unknown; after: unknown }[];
  };
  return items
    .filter((entry) => entry.action === 'facility.settings-changed')
    .map(({ actorName, before, after }) => ({ actorName, before, after }));
}
