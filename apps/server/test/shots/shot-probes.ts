// Who may call each shots route and one request shaped to succeed for an allowed caller, merged into the role
// policy test's probes (http/role-policy.integration.test.ts; docs/decisions/232-leagues-as-one-domain-module.md).
// A new shots route in core's shots/contract.ts fails to compile until it has its line here.
import type { SHOTS_API } from '@longwood/core';
import { MISSING_ID, TODAY, type RouteProbes } from '../support/probes';

export const SHOT_PROBES: RouteProbes<typeof SHOTS_API> = {
  // Without a file the import is a 400 about the request for everyone the guard lets through.
  'shots.import': { access: 'shots:import', request: () => ({}) },
  'shots.list': { access: 'shots:read', request: () => ({}) },
  'shots.summary': { access: 'shots:read', request: () => ({}) },
  'shots.detail': { access: 'shots:read', request: () => ({ path: `/api/user/shot-sessions/${MISSING_ID}` }) },
  'shots.match': {
    access: 'shots:read',
    request: () => ({ path: `/api/user/shot-sessions/${MISSING_ID}`, body: { bookingId: null } }),
  },
  'shots.note': {
    access: 'shots:read',
    request: () => ({ path: `/api/user/shot-sessions/${MISSING_ID}/note`, body: { note: 'Keep the tempo' } }),
  },
  'shots.exclude': {
    access: 'shots:read',
    request: () => ({
      path: `/api/user/shot-sessions/${MISSING_ID}/shots/${MISSING_ID}/exclusion`,
      body: { excluded: true },
    }),
  },
  'shots.settings': { access: 'shots:read', request: () => ({}) },
  'shots.saveSettings': { access: 'shots:read', request: () => ({ body: { units: 'metric' } }) },
  'shots.remove': { access: 'shots:read', request: () => ({ path: `/api/user/shot-sessions/${MISSING_ID}` }) },
  'bay.deviceKeys': { access: 'admin:facility', request: () => ({ path: '/api/admin/bays/1/device-keys' }) },
  'bay.issueDeviceKey': {
    access: 'admin:facility',
    request: () => ({ path: '/api/admin/bays/1/device-keys', body: {} }),
  },
  'bay.revokeDeviceKey': {
    access: 'admin:facility',
    request: () => ({ path: `/api/admin/bays/1/device-keys/${MISSING_ID}` }),
  },
  // The bay's PC speaks with its device key, not a session (test/shots/bay-shots.integration.test.ts).
  'bay.shots': { access: 'public', request: () => ({}) },
  'bay.sessionFiles': { access: 'public', request: () => ({}) },
  'bay.health': { access: 'public', request: () => ({}) },
  'bay.agents': { access: 'desk:bookings', request: () => ({}) },
  'bay.unassigned': { access: 'desk:bookings', request: () => ({ path: `/api/desk/bay-shots?bayId=1&date=${TODAY}` }) },
  'bay.give': {
    access: 'desk:bookings',
    request: ({ target }) => ({ body: { bayId: 1, date: TODAY, userId: target.id, shotIds: [MISSING_ID] } }),
  },
  'bay.live': { access: 'shots:read', request: () => ({}) },
};
