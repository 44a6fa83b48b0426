export * from './content.api';
