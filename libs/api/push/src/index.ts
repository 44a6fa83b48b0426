// Web Push (issue 6): device registration, VAPID sending off the request path.
export {};
