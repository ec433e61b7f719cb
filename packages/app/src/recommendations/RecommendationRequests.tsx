import type {
  RecommendationKindOffer,
  RecommendationListResponse,
  RecommendationRequestView,
} from '@admissions/contracts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { PrimaryButton, SecondaryButton } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import type { RecommendationApi } from './recommendationApi.ts';
import { recommendationTexts as texts } from './recommendationTexts.ts';

export interface RecommendationRequestsProps {
  api: RecommendationApi;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Name and address of a recommender, sent with `onSend`. */
function RecommenderForm({
  id,
  initialName,
  initialEmail,
  sendLabel,
  onSend,
  onCancel,
}: {
  id: string;
  initialName: string;
  initialEmail: string;
  sendLabel: string;
  onSend(name: string, email: string): Promise<void>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await onSend(name, email);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      <TextField
        name={`${id}-name`}
        label={texts.nameLabel}
        value={name}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        name={`${id}-email`}
        label={texts.emailLabel}
        type="email"
        value={email}
        autoComplete="off"
        onChange={(event) => setEmail(event.target.value)}
        errors={error ? [error] : []}
      />
      <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
        {busy ? texts.sending : sendLabel}
      </PrimaryButton>
      {onCancel ? (
        <SecondaryButton type="button" onClick={onCancel}>
          {texts.cancelChange}
        </SecondaryButton>
      ) : null}
    </form>
  );
}

function RequestRow({
  request,
  api,
  onChanged,
}: {
  request: RecommendationRequestView;
  api: RecommendationApi;
  onChanged(): Promise<void>;
}) {
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string>();
  const open = request.status === 'sent' || request.status === 'opened';
  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setNotice(undefined);
    try {
      await action();
      await onChanged();
    } catch (failure) {
      setNotice(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li data-recommendation={request.id}>
      <p>
        <strong>{request.recommender_name}</strong> ({request.recommender_email})
        <br />
        <span data-status={request.status}>{texts.statusLine(request.kind_label, texts.status[request.status])}</span>
      </p>
      {notice ? <p role="alert">{notice}</p> : null}
      {open && !changing ? (
        <p>
          <SecondaryButton type="button" disabled={busy} onClick={() => void act(() => api.resend(request.id))}>
            {texts.resend}
          </SecondaryButton>{' '}
          <SecondaryButton type="button" disabled={busy} onClick={() => setChanging(true)}>
            {texts.change}
          </SecondaryButton>{' '}
          <SecondaryButton type="button" disabled={busy} onClick={() => void act(() => api.cancel(request.id))}>
            {texts.cancel}
          </SecondaryButton>
        </p>
      ) : null}
      {open && changing ? (
        <RecommenderForm
          id={`change-${request.id}`}
          initialName={request.recommender_name}
          initialEmail={request.recommender_email}
          sendLabel={texts.saveChange}
          onCancel={() => setChanging(false)}
          onSend={async (name, email) => {
            await api.change(request.id, { recommender_name: name, recommender_email: email });
            setChanging(false);
            await onChanged();
          }}
        />
      ) : null}
    </li>
  );
}

function RequestKind({
  offer,
  api,
  onChanged,
}: {
  offer: RecommendationKindOffer;
  api: RecommendationApi;
  onChanged(): Promise<void>;
}) {
  return (
    <section aria-labelledby={`request-${offer.kind}`}>
      <h3 id={`request-${offer.kind}`}>{texts.requestHeading(offer.label)}</h3>
      <RecommenderForm
        id={`request-${offer.kind}`}
        initialName={offer.suggested_name ?? ''}
        initialEmail={offer.suggested_email ?? ''}
        sendLabel={texts.send}
        onSend={async (name, email) => {
          await api.request({ kind: offer.kind, recommender_name: name, recommender_email: email });
          await onChanged();
        }}
      />
    </section>
  );
}

/**
 * The applicant's recommendation requests: each one's recommender and state
 * (sent, opened, submitted), resend, change the address and cancel while it
 * is not submitted, and a request form for each kind that may be requested
 * now. The recommendation's content is never shown here.
 */
export function RecommendationRequests({ api }: RecommendationRequestsProps) {
  const [list, setList] = useState<RecommendationListResponse>();
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      setList(await api.list());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [api]);
  useEffect(() => {
    let current = true;
    api.list().then(
      (loaded) => current && setList(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [api]);
  if (failed) return <p role="alert">{texts.loadFailed}</p>;
  if (!list || list.kinds.length === 0) return null;
  const requests = list.requests.filter((request) => request.status !== 'cancelled');
  // Said beside the list when the applicant waived the right to read (the content is never shown here anyway).
  const waived = list.kinds.some((offer) => offer.waived);
  return (
    <section aria-labelledby="recommendations-heading">
      <h2 id="recommendations-heading">{texts.heading}</h2>
      <p>{texts.intro}</p>
      {waived ? <p>{texts.waivedNote}</p> : null}
      {requests.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <ul aria-live="polite">
          {requests.map((request) => (
            <RequestRow key={request.id} request={request} api={api} onChanged={reload} />
          ))}
        </ul>
      )}
      {list.kinds
        .filter((offer) => offer.can_request)
        .map((offer) => (
          <RequestKind key={offer.kind} offer={offer} api={api} onChanged={reload} />
        ))}
    </section>
  );
}
