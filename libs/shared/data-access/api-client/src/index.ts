export * from './http-client';
export * from './auth-renewal';
export * from './base-query';
export * from './base-api';
export * from './prefetch';
export * from './web-config.api';
// Comments (threads, likes, reports, editors' review) and notifications: shared by the content and social remotes and the shell.
export * from './comments.api';
export * from './notifications.api';
// Conversations (issue 6): the messaging remote's pages and the shell's unread count.
export * from './conversations.api';
