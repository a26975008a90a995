// League tests' members joining a league by display name (e-mail and username from the name): each one's
// participant id and signed-in client, by name.
import { expect } from 'vitest';
import type { Course } from '@longwood/core';
import type { TestContext } from './databases';
import type { TestClient } from './http-client';

export async function joinLeagueAs(ctx: TestContext, leagueId: number, names: readonly string[]) {
  const players: Record<string, number> = {};
  const clients: Record<string, TestClient> = {};
  for (const name of names) {
    const email = `${name.toLowerCase()}@example.com`;
    const { user, client } = await ctx.signInAs({ isMember: true, name, username: email, email });
    const joined = await client.post(`/api/leagues/${leagueId}/join`, { userId: user.id });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    players[name] = joined.body[0].id as number;
    clients[name] = client;
  }
  return { players, clients };
}

/** Resets the data and signs an admin in (a test's beforeEach): the admin's client. */
export async function organiserOf(ctx: TestContext): Promise<TestClient> {
  await ctx.resetData();
  return (await ctx.signInAs({ isAdmin: true, username: 'organiser' })).client;
}

/** An admin's course (POST /api/admin/courses), checked to be created. */
export async function addCourseAs(admin: TestClient, body: object): Promise<Course> {
  const res = await admin.post('/api/admin/courses', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Course;
}
