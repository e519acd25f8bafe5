// The server kit every service is built on, by concern (each folder's index says what it offers).
export * from './core';
export * from './http';
export * from './messaging';
export * from './store';
export * from './runtime';
