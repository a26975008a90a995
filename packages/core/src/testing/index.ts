// Test support shared by the packages' tests ('@longwood/core/testing'), never imported by product code.
export * from './personas';
export * from './facility';
export * from './stripe-events';
export * from './league';
export * from './occupancy';
export * from './report';
export * from './zod-def';
