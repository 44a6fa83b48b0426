export * from './responsive-image';
export * from './article-card';
export * from './pagination';
export * from './breadcrumb';
export * from './tag-chips';
