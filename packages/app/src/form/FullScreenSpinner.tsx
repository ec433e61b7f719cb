import { LoadingSpinner } from '@admissions/form-react';
import styled from '@emotion/styled';

const FullScreen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 800;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgb(255 255 255 / 92%);
`;

/** The full-screen loading spinner shown while the profile (or a route's code) loads. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <FullScreen>
      <LoadingSpinner size="large" label={label} showLabel />
    </FullScreen>
  );
}
