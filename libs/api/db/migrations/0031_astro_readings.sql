-- Astrology sign readings (issue 17 item 5): a reading per sign, period and edition, written for
-- each edition (never translated on the fly). Periods are Europe/Istanbul calendar periods named
-- by their first day: the day itself (daily), the Monday of its ISO week (weekly), the 1st of the
-- month (monthly), 1 January (yearly). The API computes period_start; the checks keep a row from
-- naming a day that cannot start its period.
CREATE TABLE astro_readings (
  sign smallint NOT NULL CHECK (sign BETWEEN 0 AND 11),
  period text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly', 'yearly')),
  period_start date NOT NULL,
  edition text NOT NULL CHECK (edition IN ('tr', 'en', 'ru')),
  general text NOT NULL,
  love text NOT NULL,
  career text NOT NULL,
  health text NOT NULL,
  lucky_number smallint CHECK (lucky_number BETWEEN 1 AND 99),
  -- The editor who last wrote it; null for the demo seed's composed readings.
  written_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Readers see a reading from this instant on (the demo seed: the day before its period starts).
  published_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sign, period, period_start, edition),
  CHECK (
    (period = 'daily')
    OR (period = 'weekly' AND extract(isodow FROM period_start) = 1)
    OR (period = 'monthly' AND extract(day FROM period_start) = 1)
    OR (period = 'yearly' AND extract(doy FROM period_start) = 1)
  )
);
-- The previous and next readings of a page (nearest earlier and later published period).
CREATE INDEX astro_readings_edition_idx ON astro_readings (sign, period, edition, period_start);
