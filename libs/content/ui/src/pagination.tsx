// The site's one pagination lives in the shared design system (the social remote's lists use it too).
export { Pagination, type PaginationProps } from '@meydan/shared/ui';
