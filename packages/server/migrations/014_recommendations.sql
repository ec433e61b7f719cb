-- Recommendations by link: an applicant asks a named person (by e-mail) for a
-- recommendation of a kind the tenant declares (recommendations.json); the
-- recommender opens a unique, expiring, revocable link and submits the
-- tenant's recommender form without an account. Only the token's SHA-256 is
-- stored; a new link (resend, changed address) replaces the hash, so the
-- earlier link stops working.
CREATE TABLE recommendation_requests (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id           bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind              text NOT NULL,
  recommender_name  text NOT NULL,
  recommender_email text NOT NULL,
  token_hash        text NOT NULL UNIQUE,
  created_at        timestamptz NOT NULL,
  sent_at           timestamptz NOT NULL,
  expires_at        timestamptz NOT NULL,
  opened_at         timestamptz,
  submitted_at      timestamptz,
  cancelled_at      timestamptz,
  reminded_at       timestamptz,
  reminder_count    integer NOT NULL DEFAULT 0,
  -- Counts the links sent for the request: a queued reminder for an older link is stale.
  link_generation   integer NOT NULL DEFAULT 1,
  -- The recommender form's answers, set once on submission.
  answers           jsonb
);
CREATE INDEX recommendation_requests_user ON recommendation_requests (user_id, id);

-- Every use of a recommender link (opening the form, uploading, submitting), and refused ones.
CREATE TABLE recommendation_link_uses (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id     bigint NOT NULL REFERENCES recommendation_requests (id) ON DELETE CASCADE,
  used_at        timestamptz NOT NULL,
  action         text NOT NULL,
  outcome        text NOT NULL,
  client_address text
);
CREATE INDEX recommendation_link_uses_request ON recommendation_link_uses (request_id, used_at);
