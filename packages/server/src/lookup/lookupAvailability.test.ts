import { describe, expect, it } from 'vitest';
import { type LookupAvailability, reportLookupAvailability } from './lookupAvailability.ts';

function availability(contents: Awaited<ReturnType<LookupAvailability['contents']>>, address: boolean) {
  return {
    contents: async () => contents,
    read: async () => ({
      college_ceeb: { hasData: contents.college_ceeb.records > 0 },
      hs_ceeb: { hasData: contents.hs_ceeb.records > 0 },
      address: { hasData: address },
    }),
  } satisfies LookupAvailability;
}

async function report(source: LookupAvailability) {
  const lines: string[] = [];
  await reportLookupAvailability(source, {
    info: (message) => lines.push(`info: ${message}`),
    warn: (message) => lines.push(`warn: ${message}`),
  });
  return lines;
}

describe('reportLookupAvailability', () => {
  it('names the bundled colleges without CEEB codes and the empty high-school list (the default deployment)', async () => {
    const lines = await report(
      availability({ college_ceeb: { records: 14349, withCeeb: 0 }, hs_ceeb: { records: 0, withCeeb: 0 } }, false),
    );
    expect(lines).toEqual([
      'info: Lookup data: college_ceeb 14349 records (0 with a CEEB code), hs_ceeb no data, no address provider',
      'warn: Lookup category college_ceeb has no CEEB codes: a chosen school fills its name and address but no code. Load a licensed list with npm run import-lookup -- college_ceeb <file.csv> (see docs/operations.md)',
      'warn: Lookup category hs_ceeb has no data: its school search offers manual entry only and fills no CEEB code. Load a list with npm run import-lookup -- hs_ceeb <file.csv> (see docs/operations.md)',
    ]);
  });

  it('warns about nothing once licensed lists with codes are loaded', async () => {
    const lines = await report(
      availability(
        { college_ceeb: { records: 4000, withCeeb: 3900 }, hs_ceeb: { records: 27000, withCeeb: 27000 } },
        true,
      ),
    );
    expect(lines).toEqual([
      'info: Lookup data: college_ceeb 4000 records (3900 with a CEEB code), hs_ceeb 27000 records (27000 with a CEEB code), address provider plugged in',
    ]);
  });
});
