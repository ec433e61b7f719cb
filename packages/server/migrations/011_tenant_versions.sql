-- Published versions of the tenant's definition. Each distinct definition
-- (pages, schemas, data model, option lists, messages, texts) is stored once,
-- keyed by the hash of its canonical JSON; a version is the moment a server
-- started with a definition that differs from the last version's. Neither is
-- ever changed or deleted: a submitted application is drawn from its own
-- version for good. The definition is `json`, not `jsonb`: json keeps the
-- order of object keys as written (the data model's order is the export's
-- column order), which jsonb does not.
CREATE TABLE tenant_definitions (
  hash       text PRIMARY KEY,
  definition json NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE tenant_versions (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant      text NOT NULL,
  hash        text NOT NULL REFERENCES tenant_definitions (hash),
  recorded_at timestamptz NOT NULL
);
CREATE INDEX tenant_versions_latest ON tenant_versions (tenant, id DESC);

-- The version an application's answers were last saved under, and the one it
-- was submitted with. Rows older than the first version get it when that
-- version is recorded.
ALTER TABLE applications
  ADD COLUMN saved_version integer REFERENCES tenant_versions (id),
  ADD COLUMN submitted_version integer REFERENCES tenant_versions (id);
