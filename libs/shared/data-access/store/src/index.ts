export * from './ui.slice';
export * from './make-store';
export * from './hooks';
