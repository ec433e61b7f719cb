import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { appTheme } from '../theme/appTheme.ts';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 1.25rem;
  border-radius: 0.25rem;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:focus-visible {
    outline: ${appTheme.focusRing.outline};
    outline-offset: ${appTheme.focusRing.outlineOffset};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

/** The main action of a card or dialog. */
export const PrimaryButton = styled.button`
  ${base};
  border: 2px solid ${appTheme.color.primary};
  background: ${appTheme.color.primary};
  color: ${appTheme.color.onPrimary};
  &:hover:not(:disabled) {
    background: ${appTheme.color.primaryHover};
  }
`;

export const SecondaryButton = styled.button`
  ${base};
  border: 2px solid ${appTheme.color.primary};
  background: ${appTheme.color.background};
  color: ${appTheme.color.primary};
  &:hover:not(:disabled) {
    background: ${appTheme.color.surface};
  }
`;

/** A button that looks like a link (e.g. 'Resend confirmation code?'). */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${appTheme.color.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: ${appTheme.focusRing.outline};
    outline-offset: ${appTheme.focusRing.outlineOffset};
  }
`;
