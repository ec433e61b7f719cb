-- The document pipeline: upload slots (storage keys the server issued), the
-- conversion of each document answer to PDF, the application PDF, and the
-- background job queue they run on.

-- A storage key the server issued for one applicant and one answer key
-- (POST /api/presigned-url). Only an issued, unexpired, unused key can be
-- converted; unused ones are swept (with their file) after they expire.
CREATE TABLE upload_slots (
  storage_key text PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  answer_key  text NOT NULL,
  issued_at   timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX upload_slots_user ON upload_slots (user_id, issued_at);
CREATE INDEX upload_slots_expiry ON upload_slots (expires_at) WHERE used_at IS NULL;

-- The converted PDF of a stored document answer, and the sizes the quota counts.
ALTER TABLE document_answers ADD COLUMN pdf_key text;
ALTER TABLE document_answers ADD COLUMN pdf_size integer NOT NULL DEFAULT 0;

-- One conversion per document answer: UNPROCESSED (queued), IN_PROGRESS,
-- COMPLETED, FAILED (message says why). No row means NOT_ANSWERED.
CREATE TABLE document_conversions (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  answer_key text NOT NULL,
  status     text NOT NULL CHECK (status IN ('UNPROCESSED', 'IN_PROGRESS', 'COMPLETED', 'FAILED')),
  message    text NOT NULL DEFAULT '',
  file_key   text NOT NULL,
  file_name  text NOT NULL,
  file_size  integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, answer_key)
);

-- The latest PDF copy of each application. `fingerprint` identifies the
-- answers, tabs, counts and documents it was built from: an unchanged
-- application reuses it.
CREATE TABLE application_pdfs (
  user_id     bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  status      text NOT NULL CHECK (status IN ('UNPROCESSED', 'IN_PROGRESS', 'COMPLETED', 'FAILED')),
  fingerprint text NOT NULL,
  generation  integer NOT NULL DEFAULT 1,
  pdf_key     text,
  pdf_size    integer NOT NULL DEFAULT 0,
  message     text NOT NULL DEFAULT '',
  updated_at  timestamptz NOT NULL
);

-- Background jobs shared by every node: a worker claims one with
-- FOR UPDATE SKIP LOCKED and holds a lease it renews while it works. A job
-- whose lease ran out (its node died) is claimed again until max_attempts,
-- then given up (its owner marks the work FAILED).
CREATE TABLE jobs (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind             text NOT NULL,
  payload          jsonb NOT NULL,
  status           text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
  attempts         integer NOT NULL DEFAULT 0,
  max_attempts     integer NOT NULL DEFAULT 3,
  run_after        timestamptz NOT NULL,
  lease_expires_at timestamptz,
  locked_by        text,
  last_error       text,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL
);
CREATE INDEX jobs_ready ON jobs (run_after, id) WHERE status = 'queued';
CREATE INDEX jobs_leased ON jobs (lease_expires_at) WHERE status = 'running';
