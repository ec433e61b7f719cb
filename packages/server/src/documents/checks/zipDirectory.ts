import { Inflate } from 'fflate';

/** One entry of a ZIP archive's central directory. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate. */
  compression: number;
  compressedSize: number;
  /** What the archive claims; checked against the real size when inflating. */
  declaredSize: number;
  localHeaderOffset: number;
}

export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipFormatError';
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * Reads the central directory without inflating anything. ZIP64 archives are
 * refused (a 1 MB upload never needs them; a bomb may use them to hide sizes).
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new ZipFormatError('no end of central directory');
  const count = view.getUint16(eocd + 10, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipFormatError('ZIP64 archives are not accepted');
  if (count > maxEntries) throw new ZipFormatError(`too many entries (${count})`);
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) {
      throw new ZipFormatError('broken central directory');
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const entry: ZipEntry = {
      compression: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      declaredSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    if (entry.compressedSize === 0xffffffff || entry.declaredSize === 0xffffffff) {
      throw new ZipFormatError('ZIP64 entries are not accepted');
    }
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The compressed bytes of an entry (after its local header). */
function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) throw new ZipFormatError('broken local header');
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ZipFormatError('entry runs past the end of the archive');
  return bytes.subarray(start, end);
}

/**
 * Inflates one entry in small steps and stops as soon as it produces more
 * than `cap` bytes: a bomb is refused after at most `cap` plus one step of
 * output (about 4 MB), never inflated fully. Returns the bytes when `keep`.
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry, cap: number, keep = false): Uint8Array | number {
  const data = entryData(bytes, entry);
  if (entry.compression === 0) {
    if (data.length > cap) throw new ZipFormatError(`entry ${entry.name} is larger than allowed`);
    return keep ? data : data.length;
  }
  if (entry.compression !== 8) throw new ZipFormatError(`entry ${entry.name} uses an unsupported compression`);
  let produced = 0;
  let over = false;
  const chunks: Uint8Array[] = [];
  const inflate = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > cap) over = true;
    else if (keep) chunks.push(chunk.slice());
  });
  const step = 4096;
  for (let offset = 0; offset < data.length && !over; offset += step) {
    inflate.push(data.subarray(offset, offset + step), offset + step >= data.length);
  }
  if (over) throw new ZipFormatError(`entry ${entry.name} unpacks to more than allowed`);
  if (!keep) return produced;
  const out = new Uint8Array(produced);
  let position = 0;
  for (const chunk of chunks) {
    out.set(chunk, position);
    position += chunk.length;
  }
  return out;
}
