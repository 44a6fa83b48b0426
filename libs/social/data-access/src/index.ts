// The social remote's API endpoints (RTK Query, injected into the shared baseApi): ARCHITECTURE §3 data-access.
export * from './account-links.api';
export * from './admin.api';
export * from './analytics.api';
export * from './media-editor.api';
export * from './member-content.api';
export * from './profile.api';
export * from './settings.api';
