// Structured data and social tags of a page's server HTML (issue 15 item 17): pure checks for the e2e suite.
export * from './check';
