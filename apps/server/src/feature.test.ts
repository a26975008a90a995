// The app's parts follow from its list of features (feature.ts): services and jobs merged by name, routes in the
// list's order, kept reads all dropped, relays closed last to first.
import { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { assemble } from './feature';
import { createPeriodicJob } from './periodic-job';

const routesOf = (path: string) => {
  const routes = Router();
  routes.get(path, (_req, _res, next) => next());
  return routes;
};

describe('assemble', () => {
  it('merges the features’ services and jobs by name and lists their routes in the features’ order', () => {
    const job = createPeriodicJob({ name: 'test', everyMs: 60_000, run: () => Promise.resolve(1), warn: () => {} });
    const { services, jobs, routes } = assemble([
      { services: { users: 'users' }, routes: [routesOf('/a')] },
      { services: { bookings: 'bookings', desk: 'desk' }, routes: [routesOf('/b'), routesOf('/c')], jobs: { job } },
      { services: {} },
    ]);
    expect(services).toEqual({ users: 'users', bookings: 'bookings', desk: 'desk' });
    expect(jobs).toEqual({ job });
    expect(routes.flatMap((router) => router.stack.map((layer) => layer.route?.path))).toEqual(['/a', '/b', '/c']);
  });

  it('refuses two features offering a service or a job under one name', () => {
    expect(() => assemble([{ services: { leagues: 1 } }, { services: { leagues: 2 } }])).toThrow(
      "Two features offer 'leagues'",
    );
  });

  it('drops every feature’s kept reads, and closes them last to first without waiting for one to start the next', async () => {
    const said: string[] = [];
    let endBase = () => {};
    const { forgetKept, close } = assemble([
      {
        services: {},
        forgetKept: () => said.push('forget base'),
        close: () =>
          new Promise<void>((resolve) => {
            endBase = () => {
              said.push('base closed');
              resolve();
            };
          }),
      },
      { services: {}, forgetKept: () => said.push('forget facility'), close: () => void said.push('close facility') },
    ]);
    forgetKept();
    const closing = close();
    said.push('all close calls made');
    endBase();
    await closing;
    expect(said).toEqual(['forget base', 'forget facility', 'close facility', 'all close calls made', 'base closed']);
  });
});
