import { useId, useState } from 'react';
import { useAppServices } from '../app/AppProviders.tsx';
import { useSnapshot } from '../session/SessionContext.tsx';
import { LinkButton, PrimaryButton, SecondaryButton } from '../ui/Button.tsx';
import styles from './PrefillNoticeBox.module.css';
import { prefillNoticeTexts as texts } from './prefillNoticeTexts.ts';

/**
 * The box of a prefill link's notice (PrefillNotice decides when it shows),
 * in the signed-in chunk: which
 * questions it filled (their labels), and the choice to keep (save) or remove
 * the answers, or to close the notice. Its text is an alert, so a screen
 * reader reads it out when it appears; its buttons are ordinary buttons in
 * the tab order. `onClosed` is told when it goes, to put the focus back on
 * the page rather than lose it with the removed button.
 */
export function PrefillNoticeBox({ onClosed }: { onClosed: () => void }) {
  const { flow, toasts } = useAppServices();
  const offer = useSnapshot((snapshot) => snapshot.prefillOffer);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  if (!offer || offer.dismissed) return null;

  const keep = async () => {
    setBusy(true);
    try {
      await flow.prefill.keep();
    } finally {
      setBusy(false);
    }
    // A failed save keeps the offer (and the notice) for another try.
    if (!flow.prefill.isPending()) onClosed();
  };
  const remove = () => {
    flow.prefill.remove();
    toasts.getState().showSuccess(texts.removed);
    onClosed();
  };
  const dismiss = () => {
    flow.prefill.dismiss();
    onClosed();
  };

  return (
    <section className={styles.notice} aria-labelledby={titleId} data-prefill-notice="">
      <div role="alert">
        <h2 id={titleId}>{texts.title}</h2>
        <p>{texts.body}</p>
        <ul>
          {offer.labels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      </div>
      <div className={styles.actions}>
        <PrimaryButton type="button" disabled={busy} onClick={() => void keep()}>
          {texts.keep}
        </PrimaryButton>
        <SecondaryButton type="button" disabled={busy} onClick={remove}>
          {texts.remove}
        </SecondaryButton>
        <LinkButton type="button" disabled={busy} onClick={dismiss}>
          {texts.dismiss}
        </LinkButton>
      </div>
    </section>
  );
}
