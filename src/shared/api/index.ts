export * from './competitions';
export * from './envelope';
export * from './errors';
export * from './leaderboard';
export * from './scopes';
