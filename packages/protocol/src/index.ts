export * from './limits.js';
export * from './sports.js';
export * from './errors.js';
export * from './validation.js';
export * from './user.js';
export * from './auth.js';
export * from './live/common.js';
export * from './live/user-socket.js';
