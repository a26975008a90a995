import { describe, expect, it } from 'vitest';
import { API, API_ROUTES, DATABASE_EXPORTS } from './api';
import { routeParamNames } from './route';
import { CAPABILITIES } from './policy';
import { EXPORT_TABLES, isExportTable } from './schemas/admin';

describe('API contract', () => {
  it('names every route once, under /api, with a known access rule', () => {
    const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of API_ROUTES) {
      expect(route.path.startsWith('/api/')).toBe(true);
      expect(route.access === 'public' || CAPABILITIES.includes(route.access)).toBe(true);
    }
  });

  it('gives a body-less answer exactly to 204 routes, and file routes a 200 with no JSON schema', () => {
    for (const route of API_ROUTES) {
      if (route.produces) {
        expect(route.response).toBeNull();
        expect(route.status).toEqual([200]);
        continue;
      }
      expect(route.response === null).toBe(route.status.includes(204));
    }
  });

  it("lists the database view's three exports, streamed CSV files for admins, and knows nothing else", () => {
    expect(Object.keys(DATABASE_EXPORTS)).toEqual([...EXPORT_TABLES]);
    for (const table of EXPORT_TABLES) {
      expect(DATABASE_EXPORTS[table]).toMatchObject({ method: 'GET', produces: 'text/csv', access: 'admin:screens' });
      expect(DATABASE_EXPORTS[table].path).toBe(`/api/admin/export/${table}`);
    }
    expect(['users', 'bookings', 'contact-submissions'].every(isExportTable)).toBe(true);
    expect(['sessions', '../users', 'activity', '', 1, null].some(isExportTable)).toBe(false);
  });

  it('reads path parameter names', () => {
    expect(routeParamNames('/api/bookings/:id')).toEqual(['id']);
    expect(routeParamNames('/api/leagues/:id/rounds/:roundId/scores')).toEqual(['id', 'roundId']);
    expect(routeParamNames(API.session.current.path)).toEqual([]);
  });

  it('describes My Bookings with bay names, isFuture and the last change (what the server sends)', () => {
    const row = {
      id: 1,
      kind: 'staff',
      userId: 2,
      simulatorId: 2,
      bookingDate: '2026-11-22',
      startTime: '10:00:00',
      endTime: '11:00:00',
      createdAt: '2026-11-21T12:00:00.000Z',
      simulatorName: 'Bay 2',
      isFuture: true,
      changedAt: '2026-11-21T15:30:00.000Z',
    };
    expect(API.bookings.listMine.response.parse([row])).toEqual([row]);
    expect(API.bookings.listMine.response.safeParse([{ ...row, isFuture: undefined }]).success).toBe(false);
    expect(API.bookings.listMine.response.safeParse([{ ...row, changedAt: undefined }]).success).toBe(false);
    // A walk-in or a league reservation is never anyone's own booking.
    expect(API.bookings.listMine.response.safeParse([{ ...row, kind: 'walk_in' }]).success).toBe(false);
  });

  it('describes the day list by public kind, never by owner', () => {
    const row = {
      id: 1,
      kind: 'league',
      simulatorId: 2,
      bookingDate: '2026-11-22',
      startTime: '18:00:00',
      endTime: '20:00:00',
      isMine: false,
    };
    expect(API.bookings.listDay.response.parse([row])).toEqual([row]);
    expect(API.bookings.listDay.response.safeParse([{ ...row, kind: 'walk_in' }]).success).toBe(false);
    // Owner columns are not part of the day list: the allow-list drops them.
    expect(API.bookings.listDay.response.parse([{ ...row, userId: 9, guestName: 'Pat' }])).toEqual([row]);
  });

  it('describes staff lists with every kind and its owner columns', () => {
    const walkIn = {
      id: 3,
      kind: 'walk_in',
      userId: null,
      simulatorId: 1,
      bookingDate: '2026-11-22',
      startTime: '10:00:00',
      endTime: '11:00:00',
      createdAt: '2026-11-21T12:00:00.000Z',
      createdBy: 5,
      guestName: 'Pat Guest',
      guestPhone: '4075550199',
      guestEmail: null,
      leagueId: null,
      coachId: null,
      arrivedAt: '2026-11-22T14:55:00.000Z',
      changedAt: null,
      walkIn: false,
      simulatorName: 'Bay 1',
      name: null,
      username: null,
      email: null,
      leagueName: null,
      createdByName: 'Dana Desk',
      canceledAt: null,
      canceledBy: null,
      canceledByName: null,
      noShowAt: null,
    };
    const page = { items: [walkIn], total: 1, totalExact: true, page: 1, pageSize: 50 };
    expect(API.staffBookings.listAll.response.parse(page)).toEqual(page);
    expect(
      API.staffBookings.listAll.response.safeParse({ ...page, items: [{ ...walkIn, guestName: undefined }] }).success,
    ).toBe(false);
  });
});
