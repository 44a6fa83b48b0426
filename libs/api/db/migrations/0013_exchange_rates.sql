-- Daily reference rates for the exchange-rates living page (SPEC §2.7). Edition-independent: a
-- row prices one instrument (ISO 4217 code; gold is XAU per troy ounce or GAU per gram) in one
-- base currency on one day, and each edition reads the rows of its own base (tr TRY, en USD,
-- ru RUB). `rate` is the price of ONE unit of the instrument; quoting per hundred (JPY) is a
-- display matter. Rate days are trading days: weekends and holidays have no row.
CREATE TABLE exchange_rates (
  instrument text NOT NULL CHECK (instrument ~ '^[A-Z]{3}$'),
  base text NOT NULL CHECK (base ~ '^[A-Z]{3}$' AND base <> instrument),
  rate_date date NOT NULL,
  rate numeric NOT NULL CHECK (rate > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (instrument, base, rate_date)
);

-- The page reads the latest days of one base.
CREATE INDEX exchange_rates_base_date_idx ON exchange_rates (base, rate_date DESC);
