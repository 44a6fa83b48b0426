export * from './responsive-image';
export * from './article-card';
export * from './pagination';
export * from './breadcrumb';
export * from './tag-chips';
export * from './card-section';
export * from './page-intro';
