export * from './lib/tracking';
export * from './lib/ad-identifier';
