import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { useAppServices } from '../app/AppProviders.tsx';
import { useSnapshot } from '../session/SessionContext.tsx';
import { appTheme } from '../theme/appTheme.ts';
import { CarryAnswersLink } from '../visitor/CarryAnswersLink.tsx';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.375rem 1rem;
  border: 2px solid ${appTheme.color.onPrimary};
  border-radius: 0.25rem;
  background: transparent;
  color: ${appTheme.color.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${appTheme.color.onPrimary};
    outline-offset: 2px;
  }
`;

const Panel = styled.div`
  position: absolute;
  z-index: 900;
  right: 0;
  top: calc(100% + 0.5rem);
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 15rem;
  max-width: calc(100vw - 2rem);
  padding: 1rem;
  border: 1px solid ${appTheme.color.border};
  border-radius: 0.375rem;
  background: ${appTheme.color.background};
  color: ${appTheme.color.text};
  box-shadow: 0 0.25rem 1rem rgb(0 0 0 / 20%);
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a,
  button {
    display: inline-flex;
    justify-content: center;
    align-items: center;
    min-height: 2.75rem;
    padding: 0.375rem 1rem;
    border: 2px solid ${appTheme.color.primary};
    border-radius: 0.25rem;
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
    background: ${appTheme.color.background};
    color: ${appTheme.color.primary};
  }
  .primary {
    background: ${appTheme.color.primary};
    color: ${appTheme.color.onPrimary};
  }
  a:focus-visible,
  button:focus-visible {
    outline: ${appTheme.focusRing.outline};
    outline-offset: ${appTheme.focusRing.outlineOffset};
  }
`;

/**
 * The account disclosure: logged in, the username and Log Out;
 * logged out, Sign In and Create Account (carrying any answers typed so far).
 * Escape or a click outside closes it and focus returns to the toggle.
 */
export function AccountPopover() {
  const { flow } = useAppServices();
  const isLoggedIn = useSnapshot((snapshot) => snapshot.isLoggedIn);
  const username = useSnapshot((snapshot) => snapshot.username);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapperRef}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="7" r="4" fill="currentColor" />
          <path d="M2 19c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
        </svg>
        Account
      </Toggle>
      {open ? (
        <Panel id={panelId} role="group" aria-label="Account">
          {isLoggedIn ? (
            <>
              <p>
                Signed in as <strong>{username}</strong>
              </p>
              <button
                type="button"
                className="primary"
                onClick={() => {
                  setOpen(false);
                  void flow.logout('manual');
                }}
              >
                Log Out
              </button>
            </>
          ) : (
            <>
              <p>Sign in to save your answers and submit your application.</p>
              <CarryAnswersLink className="primary" to="/login" onNavigate={() => setOpen(false)}>
                Sign In
              </CarryAnswersLink>
              <CarryAnswersLink to="/signup" onNavigate={() => setOpen(false)}>
                Create Account
              </CarryAnswersLink>
            </>
          )}
        </Panel>
      ) : null}
    </Wrapper>
  );
}
