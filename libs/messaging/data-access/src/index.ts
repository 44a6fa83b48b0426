// The messaging remote's API endpoints (RTK Query, injected into the shared baseApi): ARCHITECTURE §3 data-access.
export * from './conversations.api';
