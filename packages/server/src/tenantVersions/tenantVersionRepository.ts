import type { TenantBundle } from '@admissions/form-core';
import type { Database, Queryable } from '../db/database.ts';

/** One published version of a tenant's definition. */
export interface TenantVersion {
  id: number;
  tenant: string;
  hash: string;
  recordedAt: Date;
}

interface VersionRow {
  id: number;
  tenant: string;
  hash: string;
  recorded_at: Date | string;
}

// Any constant works; only one node at a time records a version.
const VERSION_LOCK_ID = 728_111_011;

const toVersion = (row: VersionRow): TenantVersion => ({
  id: Number(row.id),
  tenant: row.tenant,
  hash: row.hash,
  recordedAt: new Date(row.recorded_at),
});

/** The tenant's published versions and the definitions they hold (stored once per hash, never changed). */
export const tenantVersionRepository = {
  /** Whether the database has the versions' tables (migration 011). */
  async isRecorded(db: Queryable): Promise<boolean> {
    const result = await db.query<{ exists: boolean }>("SELECT to_regclass('tenant_versions') IS NOT NULL AS exists");
    return result.rows[0]?.exists === true;
  },

  async latest(db: Queryable, tenant: string): Promise<TenantVersion | undefined> {
    const result = await db.query<VersionRow>(
      'SELECT id, tenant, hash, recorded_at FROM tenant_versions WHERE tenant = $1 ORDER BY id DESC LIMIT 1',
      [tenant],
    );
    return result.rows[0] ? toVersion(result.rows[0]) : undefined;
  },

  async list(db: Queryable, tenant: string): Promise<TenantVersion[]> {
    const result = await db.query<VersionRow>(
      'SELECT id, tenant, hash, recorded_at FROM tenant_versions WHERE tenant = $1 ORDER BY id',
      [tenant],
    );
    return result.rows.map(toVersion);
  },

  /** Every tenant name that has a version. */
  async tenants(db: Queryable): Promise<string[]> {
    const result = await db.query<{ tenant: string }>('SELECT DISTINCT tenant FROM tenant_versions ORDER BY tenant');
    return result.rows.map((row) => row.tenant);
  },

  async definition(db: Queryable, hash: string): Promise<TenantBundle | undefined> {
    const result = await db.query<{ definition: TenantBundle }>(
      'SELECT definition FROM tenant_definitions WHERE hash = $1',
      [hash],
    );
    return result.rows[0]?.definition;
  },

  async find(db: Queryable, id: number): Promise<TenantVersion | undefined> {
    const result = await db.query<VersionRow>(
      'SELECT id, tenant, hash, recorded_at FROM tenant_versions WHERE id = $1',
      [id],
    );
    return result.rows[0] ? toVersion(result.rows[0]) : undefined;
  },

  /**
   * Records the definition as the tenant's newest version unless the newest
   * already has this hash; returns the newest version either way. Under a
   * lock, so nodes starting at once record it once. The very first version
   * is given to the applications saved (and submitted) before versions were
   * recorded.
   */
  async record(
    db: Database,
    tenant: string,
    hash: string,
    definition: TenantBundle,
    now: Date,
  ): Promise<TenantVersion> {
    return db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [VERSION_LOCK_ID]);
      const latest = await tenantVersionRepository.latest(tx, tenant);
      if (latest?.hash === hash) return latest;
      await tx.query(
        `INSERT INTO tenant_definitions (hash, definition, created_at) VALUES ($1, $2::json, $3)
         ON CONFLICT (hash) DO NOTHING`,
        [hash, JSON.stringify(definition), now],
      );
      const inserted = await tx.query<VersionRow>(
        `INSERT INTO tenant_versions (tenant, hash, recorded_at) VALUES ($1, $2, $3)
         RETURNING id, tenant, hash, recorded_at`,
        [tenant, hash, now],
      );
      const version = toVersion(inserted.rows[0]!);
      if (!latest) {
        await tx.query(
          `UPDATE applications SET saved_version = $1::int,
             submitted_version = CASE WHEN submitted_at IS NULL THEN NULL ELSE $1::int END
           WHERE saved_version IS NULL AND submitted_version IS NULL`,
          [version.id],
        );
      }
      return version;
    });
  },
};
