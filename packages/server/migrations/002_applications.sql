-- One application per applicant: the answers (with a revision for optimistic
-- concurrency), the last page, tabs and add-another counts, and the submission.
CREATE TABLE applications (
  user_id      bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  answers      jsonb NOT NULL DEFAULT '{}'::jsonb,
  revision     integer NOT NULL DEFAULT 0,
  last_page    text,
  -- button_id -> number of instances
  add_another  jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- tab_id -> chosen tab
  tabs         jsonb NOT NULL DEFAULT '{}'::jsonb,
  submitted_at timestamptz,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- Each status is recorded once, with the time it was first reached.
CREATE TABLE web_status_events (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  web_status text NOT NULL CHECK (web_status IN ('started', 'validating', 'submitted')),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, web_status)
);

-- The latest validation error snapshot the app reported (POST /api/validations).
CREATE TABLE validation_snapshots (
  user_id    bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  errors     jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

-- Uploaded documents, filled by the documents work (GET /api/profile reads them).
CREATE TABLE document_answers (
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  answer_key  text NOT NULL,
  file_name   text NOT NULL,
  file_size   integer NOT NULL,
  storage_key text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, answer_key)
);
