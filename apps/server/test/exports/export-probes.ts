// Who may call each route of the database view's CSV files and one request shaped to succeed for an allowed caller,
// merged into the role policy test's probes (http/role-policy.integration.test.ts;
// docs/decisions/320-wiring-per-feature.md). A new route of these groups of core's contract fails to compile until it
// has its line here.
import type { GroupProbes } from '../support/probes';

export const EXPORT_PROBES: GroupProbes<'exports'> = {
  'exports.contactSubmissions': { access: 'admin:screens', request: () => ({}) },
  'exports.exportUsers': { access: 'admin:screens', request: () => ({}) },
  'exports.exportBookings': { access: 'admin:screens', request: () => ({}) },
  'exports.exportContactSubmissions': { access: 'admin:screens', request: () => ({}) },
};
