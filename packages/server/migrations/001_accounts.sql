-- Applicant accounts, confirmation codes, password reset tokens, sessions,
-- login history and rate-limit hits. Times are written by the server's clock
-- (passed as parameters) so that tests can move time; defaults are a fallback.

CREATE TABLE users (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The email address, trimmed and lower-cased.
  username      text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  confirmed_at  timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- One live code per user: a new code replaces the old one; a used one is deleted.
CREATE TABLE confirmation_codes (
  user_id         bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash       text NOT NULL,
  expires_at      timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE password_reset_tokens (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);

-- The session id is only ever stored as its SHA-256.
CREATE TABLE sessions (
  id_hash          text PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at       timestamptz NOT NULL,
  last_activity_at timestamptz NOT NULL,
  client_address   text
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE successful_logins (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  logged_in_at   timestamptz NOT NULL,
  client_address text
);
CREATE INDEX successful_logins_user ON successful_logins (user_id, logged_in_at);

-- Sliding-window rate limits shared by every node: one row per counted attempt.
CREATE TABLE rate_limit_hits (
  bucket  text NOT NULL,
  subject text NOT NULL,
  hit_at  timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_window ON rate_limit_hits (bucket, subject, hit_at);
