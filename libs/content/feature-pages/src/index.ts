export * from './home-page';
export * from './category-page';
export * from './article-page';
export * from './planned-content-page';
export * from './loaders';
export * from './category-route';
export * from './latest-content-page';
export * from './article-listing';
