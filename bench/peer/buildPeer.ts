/**
 * Builds the peer page (react-hook-form, bench/peer) with Vite for production,
 * its shape handed in as the module `virtual:peer-shape`, into a temp folder.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type { PeerShape } from './peerShape.ts';

function shapeModule(shape: PeerShape): Plugin {
  const id = 'virtual:peer-shape';
  return {
    name: 'peer-shape',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(shape)};` : undefined),
  };
}

/** Returns the folder of the built page (index.html and assets/). */
export async function buildPeer(shape: PeerShape): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'peer-form-'));
  // Vite sets NODE_ENV=production for the build; the bench's own child processes must not inherit it.
  const nodeEnv = process.env.NODE_ENV;
  await build({
    root: import.meta.dirname,
    configFile: false,
    logLevel: 'warn',
    plugins: [shapeModule(shape), react()],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  return outDir;
}
