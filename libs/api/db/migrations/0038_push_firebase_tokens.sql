-- Firebase Cloud Messaging as a push platform (issue 19 deliverable 7; SPEC §3 push registration
-- payloads `externalPlatform: firebase`, `notificationTargetType: firebaseToken`). Where Firebase is
-- configured, a browser registers the FCM registration token that Messaging's getToken() gave it
-- instead of its raw Web Push subscription; FCM holds that subscription and its keys, and the push
-- worker sends through the FCM HTTP v1 API.
--
-- A firebase row keeps the token in `endpoint` (the device's identity, unique like an endpoint:
-- registering it again updates the row) and has no keys of its own. A Web Push row still needs both.
ALTER TABLE push_subscriptions ALTER COLUMN p256dh DROP NOT NULL;
ALTER TABLE push_subscriptions ALTER COLUMN auth DROP NOT NULL;
ALTER TABLE push_subscriptions ADD CONSTRAINT push_subscriptions_keys_by_platform
  CHECK (CASE platform WHEN 'webpush' THEN p256dh IS NOT NULL AND auth IS NOT NULL WHEN 'firebase' THEN p256dh IS NULL AND auth IS NULL ELSE true END);
COMMENT ON COLUMN push_subscriptions.endpoint IS 'webpush: the subscription endpoint URL; firebase: the FCM registration token';
