import type { Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@longwood/core';
import { apiRouteTable, FeatureRoutes } from './api-routes';

const clock = () => new Date('2027-01-13T17:00:00Z');

/** Runs the table on a request and says which route answered, with what parameters, or what it handed on. */
function dispatch(table: RequestHandler, method: string, url: string) {
  const req = { method, url, path: url.split('?')[0] } as Request;
  const headers: Record<string, string> = {};
  let body: string | undefined;
  const res = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    end: (text: string) => (body = text),
  } as unknown as Response;
  let handedOn: unknown = 'not called';
  table(req, res, (error?: unknown) => (handedOn = error));
  return { req, headers, handedOn, body };
}

function answering(name: string): RequestHandler {
  return (req) => ((req as Request & { answeredBy?: string }).answeredBy = name);
}

describe('apiRouteTable', () => {
  const things = new FeatureRoutes();
  things.add('GET', '/things/:id', answering('show'));
  things.add('PUT', '/things/:thingId', answering('replace'));
  things.add('GET', '/things/mine', answering('mine'));
  const rounds = new FeatureRoutes();
  rounds.add('GET', '/leagues/:leagueId/rounds/:roundId', answering('round'));
  const table = apiRouteTable([things, rounds], { now: clock });
  const answeredBy = (req: Request) => (req as Request & { answeredBy?: string }).answeredBy;

  it('gives each method its own parameter names on a shared pattern', () => {
    const show = dispatch(table, 'GET', '/things/12?x=1');
    expect(answeredBy(show.req)).toBe('show');
    expect(show.req.params).toEqual({ id: '12' });
    const replace = dispatch(table, 'PUT', '/things/12');
    expect(answeredBy(replace.req)).toBe('replace');
    expect(replace.req.params).toEqual({ thingId: '12' });
    const round = dispatch(table, 'GET', '/leagues/3/rounds/4/');
    expect(round.req.params).toEqual({ leagueId: '3', roundId: '4' });
  });

  it('prefers a fixed path to a pattern, and hands on what it does not know', () => {
    expect(answeredBy(dispatch(table, 'GET', '/things/mine').req)).toBe('mine');
    expect(dispatch(table, 'DELETE', '/things/12').handedOn).toBeUndefined();
    expect(dispatch(table, 'GET', '/things/12/more').handedOn).toBeUndefined();
    expect(dispatch(table, 'GET', '/things').handedOn).toBeUndefined();
  });

  it('tries the next matching pattern when one lacks the method, and answers OPTIONS with all of them', () => {
    const crossing = new FeatureRoutes();
    crossing.add('GET', '/a/:x/b', answering('first'));
    crossing.add('POST', '/a/c/:y', answering('second'));
    const crossingTable = apiRouteTable([crossing], { now: clock });
    const post = dispatch(crossingTable, 'POST', '/a/c/b');
    expect(answeredBy(post.req)).toBe('second');
    expect(post.req.params).toEqual({ y: 'b' });
    const options = dispatch(crossingTable, 'OPTIONS', '/a/c/b');
    expect(options.headers.Allow).toBe('GET, HEAD, POST');
    expect(options.body).toBe('GET, HEAD, POST');
    expect(options.handedOn).toBe('not called');
  });

  it('marks every API answer no-store and hands the request the app clock', () => {
    const { req, headers } = dispatch(table, 'GET', '/nothing-here');
    expect(headers['Cache-Control']).toBe('no-store');
    expect(req.clock?.()).toEqual(clock());
  });

  it('refuses two routes for one method and path when the app is built', () => {
    const twice = new FeatureRoutes();
    twice.add('GET', '/things/:id', answering('a'));
    twice.add('GET', '/THINGS/:other', answering('b'));
    expect(() => apiRouteTable([twice], { now: clock })).toThrow('Two API routes for GET /THINGS/:other');
  });
});

describe("core's contract in the route table", () => {
  it('has no fixed path that a path with parameters of the same method also matches', () => {
    const withParameters = API_ROUTES.filter((route) => route.path.includes(':')).map((route) => ({
      method: route.method,
      pattern: new RegExp(`^${route.path.replace(/:[A-Za-z]\w*/g, '[^/]+')}/?$`, 'i'),
    }));
    const overlaps = API_ROUTES.filter((route) => !route.path.includes(':')).flatMap((route) =>
      withParameters
        .filter((other) => other.method === route.method && other.pattern.test(route.path))
        .map((other) => `${route.method} ${route.path} ~ ${other.pattern.source}`),
    );
    expect(overlaps).toEqual([]);
  });
});
