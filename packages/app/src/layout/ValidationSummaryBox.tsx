import { buildErrorSummary, type ErrorSummaryEntry } from '@admissions/form-core';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useLocation } from '../routing/index.ts';
import { useAppServices } from '../app/AppProviders.tsx';
import { useValidationErrors } from '../flow/useValidationErrors.ts';
import { readNavigationState } from '../navigation/navigationState.ts';
import { ErrorIcon } from '../ui/icons.tsx';
import { focusField } from '../navigation/focusField.ts';
import { validationSummaryTitle } from './validationSummaryTitle.ts';
import styles from './ValidationSummary.module.css';

/**
 * The validation summary's box, rendered while web_status is validating
 * (ValidationSummary decides): every message with an icon, each a link to /{page}#{key} that
 * goes to the page (saving first, like the step navigation) and focuses the field.
 */
export function ValidationSummaryBox() {
  const { tenant, flow } = useAppServices();
  const errors = useValidationErrors();
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { focusSummary } = readNavigationState(location.state);
  // Built only while it shows (it walks every page's questions, which is work a first view does not need), and by
  // difference: a key is placed again only when its messages change, and unchanged entries stay the same objects.
  const entries = useMemo(
    () => buildErrorSummary(errors, tenant.bundle.pages, tenant.bundle.errorSummary),
    [errors, tenant.bundle],
  );
  const { pathname } = location;
  const onOpen = useMemo(
    () => (entry: ErrorSummaryEntry) => {
      const [path = '', hash = ''] = entry.anchor.split('#');
      if (path === pathname) {
        focusField(hash);
        window.history.replaceState(window.history.state, '', entry.anchor);
      } else {
        void flow.changePage(entry.anchor);
      }
    },
    [flow, pathname],
  );

  useEffect(() => {
    if (focusSummary) headingRef.current?.focus();
  }, [focusSummary, location.key]);

  return (
    <section className={styles.box} aria-labelledby="validation-summary-title" data-validation-summary="">
      <h2 id="validation-summary-title" ref={headingRef} tabIndex={-1}>
        {validationSummaryTitle}
      </h2>
      {entries.length > 0 ? (
        <>
          <p>
            The missing or incorrect items are highlighted on each page. Please fix them and submit your application
            again.
          </p>
          <ul>
            {entries.map((entry) => (
              <SummaryEntry key={`${entry.key}|${entry.message}`} entry={entry} onOpen={onOpen} />
            ))}
          </ul>
        </>
      ) : (
        <p>Everything that was missing is now complete. You can submit your application again.</p>
      )}
    </section>
  );
}

/** One message of the summary: kept while its entry is the same object, so an update renders only what changed. */
const SummaryEntry = memo(function SummaryEntry({
  entry,
  onOpen,
}: {
  entry: ErrorSummaryEntry;
  onOpen: (entry: ErrorSummaryEntry) => void;
}) {
  return (
    <li>
      <ErrorIcon />
      <a
        href={entry.anchor}
        onClick={(event) => {
          event.preventDefault();
          onOpen(entry);
        }}
      >
        {entry.message}
      </a>
    </li>
  );
});
