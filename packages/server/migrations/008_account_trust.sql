-- Account trust: exact rate-limit take-backs, one pending password per sign-up
-- (activated only for the browser that chose it), and trusted devices (the
-- browsers that have logged in to an account keep their own guessing allowance).

-- Every counted attempt is its own row with its own id: taking an attempt back
-- deletes exactly the rows it inserted, however many run at once.
ALTER TABLE rate_limit_hits ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY;

-- An account has a password once one is activated: by a confirmation from the
-- browser that chose it at sign-up, or by a password reset. Until then the
-- passwords of its sign-ups wait in pending_signups.
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;

CREATE TABLE pending_signups (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id            bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  password_hash      text NOT NULL,
  -- The SHA-256 of the random token in the cookie of the browser that signed up.
  browser_token_hash text NOT NULL UNIQUE,
  created_at         timestamptz NOT NULL,
  expires_at         timestamptz NOT NULL
);
CREATE INDEX pending_signups_user ON pending_signups (user_id, created_at);

-- Accounts waiting for confirmation keep their password as a pending sign-up
-- that no browser holds yet: entering that password at login binds the browser.
INSERT INTO pending_signups (user_id, password_hash, browser_token_hash, created_at, expires_at)
  SELECT id, password_hash, 'migrated:' || id::text, created_at, now() + interval '7 days'
  FROM users WHERE confirmed_at IS NULL;
UPDATE users SET password_hash = NULL WHERE confirmed_at IS NULL;

-- Wrong codes no longer kill a code (a stranger could kill the owner's); the
-- rate limits bound guessing instead.
ALTER TABLE confirmation_codes DROP COLUMN failed_attempts;

-- Device cookies: the token is only ever stored as its SHA-256.
CREATE TABLE trusted_devices (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX trusted_devices_user ON trusted_devices (user_id);
