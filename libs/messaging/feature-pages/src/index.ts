// The messaging remote's pages (issue 6): /message (the inbox) and /message/{username} (a thread),
// /mesaj in tr; both render MessagingPage, whose layout shows them side by side or one at a time.
export { MessagingPage, messagingLoader } from './messaging-page';
