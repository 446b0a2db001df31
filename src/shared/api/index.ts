export * from './competitions';
export * from './envelope';
export * from './errors';
export * from './igp24';
export * from './leaderboard';
export * from './library';
export * from './scopes';
export * from './submissions';
