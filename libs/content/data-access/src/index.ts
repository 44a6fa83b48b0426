export * from './content.api';
export * from './corporate';
export * from './storefront.api';
