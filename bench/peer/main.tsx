/** @jsxImportSource react */
/**
 * The peer page: the shape of our heaviest /education (bench/peer/peerShape.ts,
 * handed in as `virtual:peer-shape` by bench/peer/buildPeer.ts) as a
 * react-hook-form form, the way its documentation builds one.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import shape from 'virtual:peer-shape';
import { PeerForm } from './PeerForm.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <PeerForm shape={shape} />
  </StrictMode>,
);
