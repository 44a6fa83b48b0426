-- Premium members (SPEC §1, §3 User `premium`, §6; issue 19): the two statuses the SPEC names,
-- set by an admin in /admin/users until a payment provider exists.
--   premium       "Premium": a paying subscriber (today entered by hand; later by the provider).
--   premium_user  "Premium User": a complimentary account the site gives (partners, columnists,
--                 staff, prizes), never billed.
-- Both see no ads and no interstitial. `premium` (the SPEC's boolean, read by every member
-- summary) now follows the status, so nothing can set one without the other.
ALTER TABLE users ADD COLUMN premium_status text CHECK (premium_status IN ('premium', 'premium_user'));
UPDATE users SET premium_status = 'premium' WHERE premium;
ALTER TABLE users DROP COLUMN premium;
ALTER TABLE users ADD COLUMN premium boolean GENERATED ALWAYS AS (premium_status IS NOT NULL) STORED;
-- When the current status was given, and by which admin (null once that admin's account is gone).
ALTER TABLE users ADD COLUMN premium_since timestamptz;
ALTER TABLE users ADD COLUMN premium_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE users ADD CONSTRAINT users_premium_since_check CHECK ((premium_status IS NULL) = (premium_since IS NULL));
-- The admin list's "premium members" filter.
CREATE INDEX users_premium_idx ON users (premium_status) WHERE premium_status IS NOT NULL;
