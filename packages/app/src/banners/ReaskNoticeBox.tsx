import { reaskNotice } from '@admissions/form-core';
import { useStoreValue } from '@admissions/form-react';
import { useMemo } from 'react';
import { useAppServices } from '../app/AppProviders.tsx';
import { focusField } from '../navigation/focusField.ts';
import { useLocation } from '../routing/index.ts';
import { useSnapshot } from '../session/SessionContext.tsx';
import styles from './ReaskNoticeBox.module.css';
import { reaskNoticeTexts as texts } from './reaskNoticeTexts.ts';

/**
 * The box of the re-ask notice (ReaskNotice decides when it may show): each
 * question asked again that a shown question asks and that has no answer
 * yet, by its label, linking to /{page}#{key} (going to the page saves
 * first, like the step navigation, and focuses the field). It is gone once
 * every one of them is answered.
 */
export function ReaskNoticeBox() {
  const { answers, tenant, flow } = useAppServices();
  const keys = useSnapshot((snapshot) => snapshot.reaskKeys);
  const location = useLocation();
  // The keys still to answer, as one text: the box renders again only when that list changes.
  const open = useStoreValue(answers, (state) => {
    const form = { answers: state.answers, tabs: state.tabs, addAnother: state.addAnother };
    return reaskNotice(tenant.bundle.pages, form, keys, answers.context, answers.visibilityOf(form))
      .map((entry) => entry.key)
      .join(' ');
  });
  const entries = useMemo(() => {
    const wanted = open.split(' ').filter(Boolean);
    const form = answers.getFormState();
    return reaskNotice(tenant.bundle.pages, form, wanted, answers.context, answers.visibilityOf(form));
    // Recomputed when the list of open keys changes, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, tenant.bundle.pages]);
  if (entries.length === 0) return null;
  return (
    <section className={styles.notice} aria-labelledby="reask-notice-title" data-reask-notice="">
      <h2 id="reask-notice-title">{texts.title}</h2>
      <p>{texts.body}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <a
              href={entry.href}
              onClick={(event) => {
                event.preventDefault();
                const [path = '', hash = ''] = entry.href.split('#');
                if (path === location.pathname) {
                  focusField(hash);
                  window.history.replaceState(window.history.state, '', entry.href);
                } else {
                  void flow.changePage(entry.href);
                }
              }}
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
