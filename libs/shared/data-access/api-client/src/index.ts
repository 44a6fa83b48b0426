export * from './http-client';
export * from './auth-renewal';
export * from './base-query';
export * from './base-api';
export * from './prefetch';
export * from './web-config.api';
// Comments (threads, likes, reports, editors' review) and notifications: shared by the content and social remotes and the shell.
export * from './comments.api';
export * from './notifications.api';
// Emoji reactions (counter service): under articles (content remote) and on game pages (games remote).
export * from './reactions.api';
// Favourite articles: saved from the article page (content remote), listed on the profile (social remote).
export * from './favorites.api';
// The unread-conversation count (issue 6): the shell's header and the messaging remote; the rest of
// the conversations API lives in libs/messaging/data-access.
export * from './conversation-count.api';
// Feedback and the satisfaction survey (issue 19): the feedback page (social) and the survey dialog (shell).
export * from './feedback.api';
export * from './third-party-identifiers';
