declare module 'virtual:peer-shape' {
  const shape: import('./peerShape.ts').PeerShape;
  export default shape;
}
