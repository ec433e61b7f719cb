import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Files worth compressing: text. Images and fonts in these formats are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest)$/;

/**
 * Below this size a compressed copy saves less than a network packet; the
 * server then sends the file as it is.
 */
const minimumBytes = 512;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside
 * every text file under `dir` except its index.html (the server adds the
 * tenant's head to it and compresses the result itself). A copy that is not
 * smaller than the file is not written.
 */
export function precompressDirectory(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!compressible.test(file) || file === join(dir, 'index.html')) continue;
    const content = readFileSync(file);
    if (content.byteLength < minimumBytes) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (brotli.byteLength < content.byteLength) writeFileSync(`${file}.br`, brotli);
    if (gzip.byteLength < content.byteLength) writeFileSync(`${file}.gz`, gzip);
  }
}

/**
 * Compresses the build once, at build time (precompressDirectory): the server
 * sends the best copy the browser accepts (its static plugin's
 * `preCompressed`) without compressing anything per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'admissions:precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // A build that stopped before writing (a tenant problem at buildStart) has no folder to compress: its own
      // error is the one to show.
      if (!existsSync(outDir)) return;
      precompressDirectory(outDir);
    },
  };
}
