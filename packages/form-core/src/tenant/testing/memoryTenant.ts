import { demoBundle } from '../../__fixtures__/demoTenant.ts';
import type { TenantConfig } from '../../definition/types.ts';
import type { TenantFileReader } from '../tenantFileReader.ts';

/** The demo tenant as files (tenant.json and the files it lists), each written as staff write JSON. */
export function demoTenantFiles(): Map<string, string | Uint8Array> {
  const config: TenantConfig = {
    ...structuredClone(demoBundle.config),
    texts: {
      // Every partner value shown by a text, through placeholders.
      completion:
        'Email {partner.helpEmail}. {partner.admissionOffice.name}, {partner.admissionOffice.address.line1}, ' +
        '{partner.admissionOffice.address.city}, {partner.admissionOffice.address.state} ' +
        '{partner.admissionOffice.address.zip}, {partner.admissionOffice.address.country}; ' +
        '{partner.admissionOffice.phone}, {partner.admissionOffice.email}.',
      completionNextSteps: 'Pay at {partner.applicationFeeUrl}; read PDFs with {partner.adobeReaderUrl}.',
      accessibilityContact:
        'Send {partner.testAgencies.sat.name} scores with code {partner.testAgencies.sat.code}: {partner.testAgencies.sat.url}',
    },
  };
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const files = new Map<string, string | Uint8Array>([['tenant.json', json(config)]]);
  demoBundle.pages.forEach((page, i) => files.set(config.pages[i]!, json(page)));
  demoBundle.schemas.forEach((schema, i) => files.set(config.schemas[i]!, json(schema)));
  files.set(config.dataModel, json(demoBundle.dataModel));
  files.set(config.errorSummary, json(demoBundle.errorSummary));
  return files;
}

/** A reader over files held in memory. */
export function memoryReader(files: ReadonlyMap<string, string | Uint8Array>): TenantFileReader {
  const bytes = (path: string) => {
    const file = files.get(path);
    return typeof file === 'string' ? new TextEncoder().encode(file) : file;
  };
  return {
    readText: (path) => {
      const file = files.get(path);
      return typeof file === 'string' ? file : file === undefined ? undefined : new TextDecoder().decode(file);
    },
    readBytes: bytes,
    listJsonFiles: () => [...files.keys()].filter((path) => path.endsWith('.json')).sort(),
  };
}

/** Replaces the first occurrence of `from` (which must be there) in a file of the map. */
export function edit(files: Map<string, string | Uint8Array>, path: string, from: string, to: string): string {
  const text = files.get(path);
  if (typeof text !== 'string' || !text.includes(from)) throw new Error(`${path} does not contain ${from}`);
  const edited = text.replace(from, to);
  files.set(path, edited);
  return edited;
}
