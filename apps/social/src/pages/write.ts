import { MyPostsPage, WritePage, writeLoader } from '@meydan/social/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

/** Members' own posts (noindex; members only, known in the browser). */
export const editor: RoutePage = { Component: WritePage, load: writeLoader('new') };
export const edit: RoutePage = { Component: WritePage, load: writeLoader('edit') };
export const posts: RoutePage = { Component: MyPostsPage, load: writeLoader('posts') };
