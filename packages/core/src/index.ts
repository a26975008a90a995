// Public surface of @longwood/core. Everything is re-exported here; import only from '@longwood/core'.
export * from './time';
export * from './schemas/common';
export * from './schemas/user';
export * from './schemas/booking';
export * from './schemas/keypad';
export * from './schemas/contact';
export * from './schemas/membership-request';
export * from './schemas/password-reset';
export * from './schemas/league';
export * from './schemas/league-play';
export * from './schemas/report';
export * from './rules/booking';
export * from './rules/league';
export * from './analytics';
export * from './report';
