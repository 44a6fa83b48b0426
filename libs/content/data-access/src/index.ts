export * from './content.api';
export * from './corporate';
export * from './storefront.api';
export * from './people.api';
export * from './quiz.api';
export * from './media.api';
export * from './topics.api';
export * from './living.api';
