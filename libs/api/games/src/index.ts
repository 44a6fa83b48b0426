export * from './data/bank.types';
