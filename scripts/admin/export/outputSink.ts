import { once } from 'node:events';
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import type { Writable } from 'node:stream';

/** Where an export goes, written as it comes (waiting when the stream is full). */
export interface OutputSink {
  write(text: string): Promise<void>;
  /** Finishes the output: a file is renamed into place only now, so a failed export leaves no partial file. */
  finish(): Promise<void>;
  /** Gives up: a file's partial copy is deleted. */
  abandon(): Promise<void>;
  /** The file name, or "standard output". */
  readonly name: string;
}

async function writeTo(stream: Writable, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

/** A file (written to `<file>.partial`, renamed when finished), or standard output. */
export function outputSink(file: string | undefined): OutputSink {
  if (file === undefined) {
    return {
      name: 'standard output',
      write: (text) => writeTo(process.stdout, text),
      finish: async () => undefined,
      abandon: async () => undefined,
    };
  }
  const partial = `${file}.partial`;
  const stream = createWriteStream(partial, { mode: 0o600 });
  const closed = async () => {
    if (!stream.closed) {
      stream.end();
      await once(stream, 'close');
    }
  };
  return {
    name: file,
    write: (text) => writeTo(stream, text),
    async finish() {
      await closed();
      renameSync(partial, file);
    },
    async abandon() {
      await closed().catch(() => undefined);
      rmSync(partial, { force: true });
    },
  };
}
