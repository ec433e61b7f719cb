import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startTestServer, type TestServer, type TestServerOptions } from '../../helpers/startTestServer.ts';
import { type LocalS3, startLocalS3 } from './localS3.ts';

export const documentFixturesDir = fileURLToPath(new URL('../../fixtures/documents/', import.meta.url));

/** A fixture file's bytes (see fixtures/documents/generateFixtures.ts). */
export function fixture(name: string): Buffer {
  return readFileSync(`${documentFixturesDir}${name}`);
}

export type StorageKind = 'local' | 's3';

export interface DocumentTestServer extends TestServer {
  storageKind: StorageKind;
  s3: LocalS3 | undefined;
  /** The environment it was started with (to restart it on the same data). */
  env: Record<string, string>;
}

/**
 * The real server on the fixture tenant `docs` (document questions inside and
 * outside a tab group), on local storage or on a local S3 server, with a
 * fast-polling job worker.
 */
export async function startDocumentServer(
  storageKind: StorageKind,
  options: TestServerOptions & { s3?: LocalS3 } = {},
): Promise<DocumentTestServer> {
  const s3 = storageKind === 's3' ? (options.s3 ?? (await startLocalS3())) : undefined;
  const env = {
    TENANTS_DIR: `${documentFixturesDir}tenant`,
    TENANT: 'docs',
    JOB_POLL_MS: '100',
    JOB_RETRY_DELAY_MS: '100',
    ...s3?.env,
    ...options.env,
  };
  const server = await startTestServer({ ...options, env });
  return {
    ...server,
    storageKind,
    s3,
    env,
    async close() {
      await server.close();
      if (!options.s3) await s3?.close();
    },
  };
}
