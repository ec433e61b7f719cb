-- The checklist after submission (tenants/<name>/checklist.json lists the
-- items). A row holds a state somebody or something set: staff (a CLI
-- command through the admin operations) or the system (a document stored
-- against the item). An item without a row has the state the system
-- derives (the submission, a recommendation) or is missing.
CREATE TABLE checklist_states (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id    text NOT NULL,
  state      text NOT NULL CHECK (state IN ('missing', 'received', 'waived')),
  -- 'staff' or 'upload'
  set_by     text NOT NULL CHECK (set_by IN ('staff', 'upload')),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, item_id)
);

-- Every change of a state, kept: who set what when (staff give a name or
-- the operator account the CLI ran as). Never updated or deleted but with
-- the account.
CREATE TABLE checklist_audit (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id    text NOT NULL,
  state      text NOT NULL,
  previous   text,
  actor      text NOT NULL,
  note       text,
  at         timestamptz NOT NULL
);
CREATE INDEX checklist_audit_user ON checklist_audit (user_id, id);

-- The "checklist complete" mail goes once per application: the row is
-- written in the transaction that completed the checklist, with the job
-- that sends it.
CREATE TABLE checklist_completions (
  user_id      bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  completed_at timestamptz NOT NULL
);
