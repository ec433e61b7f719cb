import { describe, expect, it } from 'vitest';
import { walSegmentsBetween } from './walSync.ts';

describe('WAL fsync after a PGlite commit', () => {
  it('picks the segments a transaction wrote to, and nothing else', () => {
    const names = [
      '000000010000000000000001',
      '000000010000000000000002',
      '000000010000000000000003',
      'archive_status',
      '000000010000000000000002.partial',
    ];
    expect(walSegmentsBetween(names, '000000010000000000000002', '000000010000000000000003')).toEqual([
      '000000010000000000000002',
      '000000010000000000000003',
    ]);
    expect(walSegmentsBetween(names, '000000010000000000000001', '000000010000000000000001')).toEqual([
      '000000010000000000000001',
    ]);
  });
});
