declare module 'virtual:peer-shape' {
  import type { PeerShape } from './peerShape.ts';

  const shape: PeerShape;
  export default shape;
}
