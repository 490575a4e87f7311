export * from './errors.js';
export * from './envelope.js';
export * from './rules.js';
export * from './password.js';
export * from './account.js';
export * from './calls.js';
export * from './format.js';
