// The ONE API contract: every route of the API with its method, path, who may call it (a policy capability),
// its request schemas and its response schema (create-t3-turbo's shared RouterOutputs, as a typed route table).
// The server mounts its handlers from these entries (apps/server/src/http/contract-route.ts: guard, parse,
// send a value of the response type), and the UI's client calls them (packages/ui/src/lib/api-client.ts:
// validates every response), so neither side can add or drop a field the other does not know about
// (docs/decisions/086-api-contract-and-error-codes.md). Path parameters (`:id`) are positive integer ids, except
// the ones a route names in `textParams` (a calendar feed's secret, docs/decisions/203-calendar-feed.md).
// A domain module owns its slice (leagues/contract.ts, shots/contract.ts, payments/contract.ts): this root re-exports
// their groups beside the routes that have no module of their own yet, so each slice can also be read alone
// (docs/decisions/232-leagues-as-one-domain-module.md). What a route is: route.ts.
// Each group is an export of its own and the whole is read as a namespace, `API` (api.ts): a bundle keeps only the
// groups, routes and schemas its screens name, and /booking does not download the leagues' or the admin screens'
// contract (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
export { account, emailVerification, membership, passwordReset } from './contract/account';
export { session } from './contract/session';
export { signIn } from './contract/sign-in';
export { bays, bookings, waitlist } from './contract/bookings';
export { staffBookings } from './contract/staff-bookings';
export { keypad } from './contract/keypad';
export { secondFactor } from './contract/second-factor';
export { coaching } from './contract/coaching';
export { memberLessons } from './contract/member-lessons';
export { activity, exports, members } from './contract/admin';
export { demoRequests } from './contract/demo-requests';
export { desk } from './contract/desk';
export { facility } from './contract/facility';
export { calendarFeed } from './contract/calendar-feed';
export { mail } from './contract/mail';
export { courses, leagueMoney, leagueNight, leagueResults, leagues } from './leagues/contract';
export { leagueList } from './leagues/list-contract';
export { bay, shots } from './shots/contract';
export { insights } from './insights/contract';
export { credit, dues, payments, revenue, stripe } from './payments/contract';
export { rentals } from './payments/rental-contract';
export { fees } from './payments/fee-contract';
