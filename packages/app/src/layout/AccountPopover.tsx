import { useEffect, useId, useRef, useState } from 'react';
import { useAppServices } from '../app/AppProviders.tsx';
import { useSnapshot } from '../session/SessionContext.tsx';
import { CarryAnswersLink } from '../visitor/CarryAnswersLink.tsx';
import styles from './AccountPopover.module.css';

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
    <div className={styles.wrapper} ref={wrapperRef}>
      <button
        className={styles.toggle}
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
      </button>
      {open ? (
        <div className={styles.panel} id={panelId} role="group" aria-label="Account">
          {isLoggedIn ? (
            <>
              <p>
                Signed in as <strong>{username}</strong>
              </p>
              <button
                type="button"
                className={styles.primary}
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
              <CarryAnswersLink className={styles.primary} to="/login" onNavigate={() => setOpen(false)}>
                Sign In
              </CarryAnswersLink>
              <CarryAnswersLink to="/signup" onNavigate={() => setOpen(false)}>
                Create Account
              </CarryAnswersLink>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
