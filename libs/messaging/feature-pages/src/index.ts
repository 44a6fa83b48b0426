// The messaging remote's pages (issue 6): /message, /message/{username}.
export {};
