export * from './lib/tracking';
