/**
 * Builds the peer page (react-hook-form, bench/peer) with Vite for production,
 * its shape handed in as the module `virtual:peer-shape`, into a temp folder.
 */
import type { Plugin } from 'vite';
import { buildBenchPage } from '../support/buildBenchPage.ts';
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
export function buildPeer(shape: PeerShape): Promise<string> {
  return buildBenchPage(import.meta.dirname, [shapeModule(shape)]);
}
