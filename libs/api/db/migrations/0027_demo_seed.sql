-- The demo data's base date (issue 15): `npm run seed` dates the demo back from it (its newest
-- article is published then) and records it here; `npm start` brings an old demo's dates forward
-- from it (libs/api/db seed/demo-dates.ts). No row: not a demo database, never re-dated.
CREATE TABLE demo_seed (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  base_date timestamptz NOT NULL
);

-- Demo databases seeded before this table: the seed had one fixed base date then, and its demo
-- member account tells a demo database from any other.
INSERT INTO demo_seed (base_date)
SELECT timestamptz '2026-11-20T09:00:00Z'
 WHERE EXISTS (SELECT 1 FROM users WHERE username = 'uye' AND email = 'member@meydan.local');
