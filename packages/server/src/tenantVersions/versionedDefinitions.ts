import type { TenantBundle } from '@admissions/form-core';
import type { Queryable } from '../db/database.ts';
import { tenantVersionRepository } from './tenantVersionRepository.ts';

/** The definitions of the tenant's versions, each read from the database once (cached by content hash). */
export interface VersionedDefinitions {
  /** The version the server runs (null where none was recorded: a CLI on a folder no server has started). */
  currentId: number | null;
  /** True when an application of this version is drawn from the running definition. */
  isCurrent(versionId: number | null | undefined): boolean;
  /**
   * The definition an application of this version is drawn from: the
   * running one for the current version and for applications without one.
   */
  bundleOf(versionId: number | null | undefined): Promise<TenantBundle>;
}

export function createVersionedDefinitions(
  db: Queryable,
  current: { id: number | null; bundle: TenantBundle },
): VersionedDefinitions {
  const byHash = new Map<string, Promise<TenantBundle>>();
  const hashById = new Map<number, Promise<string>>();
  const isCurrent = (versionId: number | null | undefined): boolean =>
    versionId === null || versionId === undefined || versionId === current.id;
  const hashOf = (versionId: number): Promise<string> => {
    let hash = hashById.get(versionId);
    if (!hash) {
      hash = tenantVersionRepository.find(db, versionId).then((version) => {
        if (!version) throw new Error(`tenant version ${versionId} is not recorded`);
        return version.hash;
      });
      hash.catch(() => hashById.delete(versionId));
      hashById.set(versionId, hash);
    }
    return hash;
  };
  return {
    currentId: current.id,
    isCurrent,
    async bundleOf(versionId) {
      if (isCurrent(versionId)) return current.bundle;
      const hash = await hashOf(versionId!);
      let bundle = byHash.get(hash);
      if (!bundle) {
        bundle = tenantVersionRepository.definition(db, hash).then((definition) => {
          if (!definition) throw new Error(`the definition of tenant version ${versionId} is not stored`);
          return definition;
        });
        bundle.catch(() => byHash.delete(hash));
        byHash.set(hash, bundle);
      }
      return bundle;
    },
  };
}
