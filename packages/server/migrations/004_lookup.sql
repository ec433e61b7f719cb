-- School and address lookup. Records hold what fills the answers; words hold
-- the normalized (accent-free, lower-case) words of each name for indexed
-- prefix search: `word LIKE 'prefix%'` uses the text_pattern_ops index on
-- PostgreSQL and PGlite alike, whatever the database collation.
CREATE TABLE lookup_records (
  category        text NOT NULL,
  id              text NOT NULL,
  name            text NOT NULL,
  normalized_name text NOT NULL,
  -- other names (e.g. "mit"), normalized and space-separated, for ranking
  normalized_aliases text NOT NULL DEFAULT '',
  sub_text        text NOT NULL DEFAULT '',
  ceeb            text,
  address_line_1  text,
  address_line_2  text,
  city            text,
  state           text,
  zip             text,
  country         text,
  -- 'ipeds', 'hipo' or 'import'
  source          text NOT NULL,
  PRIMARY KEY (category, id)
);

CREATE TABLE lookup_words (
  category  text NOT NULL,
  word      text NOT NULL,
  record_id text NOT NULL
);
CREATE INDEX lookup_words_prefix ON lookup_words (category, word text_pattern_ops);
CREATE INDEX lookup_words_record ON lookup_words (category, record_id);
