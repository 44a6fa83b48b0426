export * from './content.api';
export * from './corporate';
