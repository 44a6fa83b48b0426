import { MessagingPage, messagingLoader } from '@meydan/messaging/feature-pages';
import type { RoutePage } from '@meydan/shared/util/remote-kit';

// The inbox and a thread are one page (the list stays mounted while the member moves between
// threads); noindex (SPEC §2.9 hides message paths), members only, known in the browser.
export const inbox: RoutePage = { Component: MessagingPage, load: messagingLoader('inbox') };
export const thread: RoutePage = { Component: MessagingPage, load: messagingLoader('thread') };
