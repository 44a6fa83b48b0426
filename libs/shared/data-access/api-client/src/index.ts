export * from './http-client';
export * from './auth-renewal';
export * from './base-query';
export * from './base-api';
export * from './web-config.api';
