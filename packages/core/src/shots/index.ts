// The shot-data domain in one module (docs/decisions/232-leagues-as-one-domain-module.md): its schemas, the session
// file readers and statistics, its slice of the API contract, its error codes and capabilities.
export * from './schemas';
export * from './readers';
export * from './clubs';
export * from './units';
export * from './statistics';
export * from './summary';
export * from './mishits';
export * from './flight';
export * from './modelled';
export * from './synthetic';
export * from './bay';
export * from './matching';
export * from './open-connect';
export { SHOTS_API } from './contract';
export * from './errors';
export * from './capabilities';
