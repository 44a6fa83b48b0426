import { loadTopicNews, TopicNewsPage } from '@meydan/content/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** `/{name}-news`: a tag's topic hub (canonical in en/ru, see canonicalTagListingPath). */
export const page: RoutePage = { Component: TopicNewsPage, load: loadTopicNews };
