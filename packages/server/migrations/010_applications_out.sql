-- Getting applications out. The export reads submitted applications in
-- submission order, a page at a time after the last one it wrote (keyset).
CREATE INDEX IF NOT EXISTS applications_submitted ON applications (submitted_at, user_id)
  WHERE submitted_at IS NOT NULL;

-- One delivery of the submission webhook per submitted application, queued
-- in the submission's transaction. `body` is the JSON sent on every attempt
-- (the export record of the application at submission) and
-- `idempotency_key` the key the receiver sees on each of them.
-- status: pending (queued or retrying), delivered, dead (gave up after the
-- retry window; an operator can queue it again). last_status is the HTTP
-- status of the last answer (never its body).
CREATE TABLE webhook_deliveries (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key  text NOT NULL UNIQUE,
  body             text NOT NULL,
  status           text NOT NULL CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts         integer NOT NULL DEFAULT 0,
  last_status      integer,
  last_error       text,
  first_queued_at  timestamptz NOT NULL,
  last_attempt_at  timestamptz,
  delivered_at     timestamptz,
  updated_at       timestamptz NOT NULL,
  UNIQUE (user_id)
);
CREATE INDEX webhook_deliveries_status ON webhook_deliveries (status, id);
