export * from './ui.slice';
export * from './auth.slice';
export * from './auth.api';
export * from './make-store';
export * from './hooks';
export * from './consent';
export * from './ads';
