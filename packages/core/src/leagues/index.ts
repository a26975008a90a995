// The league domain in one module (docs/decisions/232-leagues-as-one-domain-module.md): its schemas, its rules, its
// slice of the API contract, its error codes and capabilities, and the one read model that turns a league's stored
// rows into what every screen and e-mail shows (read-model.ts: how standings are computed starts there).
export * from './schemas/league-record';
export * from './schemas/league';
export * from './schemas/league-play';
export * from './schemas/course';
export * from './schemas/league-results';
export * from './schemas/league-side-games';
export * from './schemas/league-flights';
export * from './schemas/league-sides';
export * from './schemas/league-money';
export * from './rules/league';
export * from './rules/league-session';
export * from './rules/league-schedule';
export * from './rules/league-sheet';
export * from './rules/league-scores';
export * from './rules/league-standings';
export * from './rules/league-handicap';
export * from './rules/league-night';
export * from './rules/league-absences';
export * from './rules/league-cards';
export * from './rules/league-side-games';
export * from './rules/course-nine';
export * from './rules/league-flights';
export * from './rules/league-points';
export * from './rules/league-sides';
export * from './rules/league-money';
export * from './rules/starting-handicaps';
export { LEAGUE_API } from './contract';
export * from './errors';
export * from './capabilities';
export * from './read-model';
