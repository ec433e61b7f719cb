import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { DocumentStorage } from '../storage/documentStorage.ts';
import { documentRepository } from './documentRepository.ts';

export interface OrphanSweepOptions {
  db: Database;
  storage: DocumentStorage;
  now: Date;
  /**
   * Files younger than this are left alone: an upload may be on its way to an
   * open slot, and a job writes its PDF a moment before recording it.
   */
  graceMs: number;
  log: FastifyBaseLogger;
}

const batchSize = 500;

/**
 * Deletes stored files that no row refers to (no document, PDF, conversion,
 * open upload slot or application PDF) and that are older than the grace
 * period: late uploads, files a crash left between a write and its record,
 * temporary files of interrupted writes. Returns how many it saw and removed.
 */
export async function sweepOrphanFiles(options: OrphanSweepOptions): Promise<{ scanned: number; removed: number }> {
  const { db, storage, log } = options;
  const cutoff = options.now.getTime() - options.graceMs;
  let scanned = 0;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const referenced = await documentRepository.referencedKeys(db, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      try {
        await storage.delete(key);
        removed += 1;
      } catch (error) {
        log.warn({ err: error, key }, 'deleting an orphaned file failed');
      }
    }
    batch = [];
  };
  for await (const object of storage.list()) {
    scanned += 1;
    if (object.lastModified.getTime() > cutoff) continue;
    batch.push(object.key);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return { scanned, removed };
}
