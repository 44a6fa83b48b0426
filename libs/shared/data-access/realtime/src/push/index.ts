export * from './push-environment';
export * from './push-flow';
