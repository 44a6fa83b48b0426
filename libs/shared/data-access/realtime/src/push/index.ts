export * from './push-environment';
export * from './push-flow';
export * from './use-push-flow';
