// The API contract as one object, `API` (its groups: contract.ts and the domain modules' slices), and what is read
// from it as a whole. `API` is the contract module's namespace, not an object literal: a bundler keeps only the
// groups a screen names (`API.bookings.listDay`), so a page downloads the contract and schemas of the domains it
// uses (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import * as API from './contract';
import type { RouteDefinition } from './route';
import type { ExportTable } from './schemas/admin';

export { API };

/**
 * The database view's exports by table: the one list the server answers, the web app downloads and the desk saves
 * through its native dialog (docs/decisions/171-front-desk-app.md).
 */
export const DATABASE_EXPORTS = {
  users: API.exports.exportUsers,
  bookings: API.exports.exportBookings,
  'contact-submissions': API.exports.exportContactSubmissions,
} as const satisfies Record<ExportTable, RouteDefinition>;

// @__NO_SIDE_EFFECTS__
function flatRoutes(api: typeof API): readonly RouteDefinition[] {
  return Object.values(api).flatMap((group) => Object.values(group as Record<string, RouteDefinition>));
}

/** Every route of the contract, flat (for tests and documentation). */
export const API_ROUTES = /* @__PURE__ */ flatRoutes(API);
