-- A counter per lookup category, moved on by every change to its records (in
-- the same transaction), so each server node can tell whether its in-memory
-- search index (src/lookup/lookupSearchCache.ts) is still current.
CREATE TABLE lookup_versions (
  category text PRIMARY KEY,
  version  bigint NOT NULL
);
INSERT INTO lookup_versions (category, version)
  SELECT DISTINCT category, 1 FROM lookup_records;
