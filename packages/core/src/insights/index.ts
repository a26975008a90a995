// The owner's insights in one module (docs/decisions/245-owner-insights.md): schemas, the figures' rules and the
// contract slice.
export * from './schemas';
export * from './rules';
export * from './owner';
export * from './morning';
export { INSIGHTS_API } from './contract';
