import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folderReader, loadTenant, type LoadedTenant } from '@admissions/form-core';
import { tenantFolder } from './repositoryTenant.ts';

/** A copy of a repository tenant in `<temp>/tenants/<as>`, to edit on purpose. */
export interface TenantCopy {
  /** The temp tenants folder (TENANTS_DIR). */
  tenantsDir: string;
  name: string;
  folder: string;
  read(file: string): string;
  write(file: string, text: string): void;
  /** Replaces every occurrence of `from` (which must exist) in a tenant file. */
  replaceAll(file: string, from: string, to: string): void;
  load(): LoadedTenant;
  remove(): void;
}

export function copyRepositoryTenant(name: string, as = name): TenantCopy {
  const tenantsDir = join(fs.mkdtempSync(join(tmpdir(), 'tenant-copy-')), 'tenants');
  const folder = join(tenantsDir, as);
  fs.cpSync(tenantFolder(name), folder, { recursive: true });
  const copy: TenantCopy = {
    tenantsDir,
    name: as,
    folder,
    read: (file) => fs.readFileSync(join(folder, file), 'utf8'),
    write: (file, text) => fs.writeFileSync(join(folder, file), text),
    replaceAll(file, from, to) {
      const text = copy.read(file);
      if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
      copy.write(file, text.replaceAll(from, to));
    },
    load: () => loadTenant(as, folderReader(folder, fs)),
    remove: () => fs.rmSync(join(tenantsDir, '..'), { recursive: true, force: true }),
  };
  return copy;
}
