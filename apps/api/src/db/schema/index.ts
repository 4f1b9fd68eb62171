export * from './managers';
export * from './notifications';
export * from './sessions';
export * from './subscriptions';
export * from './system';
export * from './users';
export * from './vendors';
