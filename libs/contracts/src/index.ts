export * from './envelope';
export * from './problem';
export * from './roles';
export * from './tokens';
export * from './commands';
export * from './identity';
export * from './admin';
export * from './remotes';
