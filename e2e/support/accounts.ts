// Demo accounts seeded by apps/server/src/db/seeds.ts in development mode (the e2e server runs with
// NODE_ENV=development on a fresh database).
const DEMO_PASSWORD = 'longwood-demo';
export const ADMIN = { username: 'admin@longwoodgolf.example', password: DEMO_PASSWORD };
export const MEMBER = { username: 'member@longwoodgolf.example', password: DEMO_PASSWORD };
export const REGULAR = { username: 'user@longwoodgolf.example', password: DEMO_PASSWORD };
export const COACH = { username: 'coach@longwoodgolf.example', password: DEMO_PASSWORD };
export const FRONT_DESK = { username: 'desk@longwoodgolf.example', password: DEMO_PASSWORD };

/**
 * How the app shows an account that has no name (core's personName, docs/decisions/200-a-persons-display-name.md):
 * the part of its address before '@'.
 */
export function shownAs(account: { username: string }): string {
  return account.username.slice(0, account.username.indexOf('@'));
}

let counter = 0;
/** A unique e-mail per call, so tests never collide on one database (and across reruns). */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}
