-- Read-only staff links (service_token) and prefill links (token). Tokens are
-- stored only as their SHA-256.
CREATE TABLE service_tokens (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

-- Every use of a staff link.
CREATE TABLE service_token_uses (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_id       bigint NOT NULL REFERENCES service_tokens (id) ON DELETE CASCADE,
  used_at        timestamptz NOT NULL,
  client_address text
);
CREATE INDEX service_token_uses_token ON service_token_uses (token_id, used_at);

CREATE TABLE prefill_tokens (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  answers    jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
