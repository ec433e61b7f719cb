-- The answer migrations of the tenant's migrations.json (npm run migrate-answers).
-- A step applied to one application, once: the primary key is what makes a
-- rerun, a resumed run or a second runner skip it.
CREATE TABLE answer_migration_applied (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  step_id    text NOT NULL,
  applied_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, step_id)
);
CREATE INDEX answer_migration_applied_step ON answer_migration_applied (step_id, user_id);

-- What each step changed in an application: one row per stored key, its value
-- before and after (NULL: no answer).
CREATE TABLE answer_migration_changes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  step_id     text NOT NULL,
  answer_key  text NOT NULL,
  from_value  jsonb,
  to_value    jsonb,
  changed_at  timestamptz NOT NULL
);
CREATE INDEX answer_migration_changes_user ON answer_migration_changes (user_id, id);

-- Values a drop or re-ask step took out of the answers: kept, never deleted.
CREATE TABLE answer_archive (
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  step_id     text NOT NULL,
  answer_key  text NOT NULL,
  value       jsonb NOT NULL,
  archived_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, step_id, answer_key)
);

-- The questions an applicant is asked again (a re-ask step cleared the answer,
-- or a question became required): the app names the ones still unanswered.
CREATE TABLE answer_reasks (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  answer_key text NOT NULL,
  step_id    text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, answer_key)
);

-- The required questions as of the last completed run: a question required
-- now and not listed here became required since.
CREATE TABLE answer_required_keys (
  answer_key  text PRIMARY KEY,
  recorded_at timestamptz NOT NULL
);

-- The runner picks in-progress applications in id order.
CREATE INDEX IF NOT EXISTS applications_in_progress ON applications (user_id) WHERE submitted_at IS NULL;
