export * from './errors.js';
export * from './languages.js';
export * from './limits.js';
export * from './schemas/account.js';
export * from './schemas/bike.js';
export * from './schemas/user.js';
export * from './server-message.js';
export * from './validation-messages.js';
