import type { StudentAnswers } from '@admissions/contracts';
import { indexDefinitions } from '@admissions/form-core';
import type { FlowDependencies } from '../flow/FlowDependencies.ts';
import { buildPrefillOffer, withoutPrefillOffer, withPrefillOffer } from './prefillOffer.ts';
import type { SaveOutcome } from '../flow/saveAnswers.ts';

/**
 * A prefill link opened by a signed-in applicant (the link may come from
 * anyone, so its answers are only an offer): it fills only empty answers,
 * saves nothing, and a notice lists the questions it filled. The offer ends
 * when the applicant keeps it (a save they start saves what the page shows,
 * offered answers included), removes it, or leaves without saving (a logout,
 * an inactivity timeout, an ended session): leaving takes the untouched
 * offered answers back first, so only what the applicant typed is saved or
 * carried to the next login.
 */
export function createPrefillOffers(deps: FlowDependencies, save: () => Promise<SaveOutcome>) {
  const { answers, session } = deps;
  const { store } = session;

  // Any save after the offer sent the page's answers, offered ones included: the applicant has kept them.
  store.subscribe((snapshot, previous) => {
    if (snapshot.prefillOffer && snapshot.savedAnswers !== previous.savedAnswers)
      store.setState({ prefillOffer: null });
  });

  const takeBack = (): void => {
    const offer = store.getState().prefillOffer;
    if (!offer) return;
    const state = answers.getFormState();
    answers.getState().replaceState({ ...state, answers: withoutPrefillOffer(state.answers, offer) });
    store.setState({ prefillOffer: null });
  };

  return {
    /** Fills the empty answers that the link offers into the page (unsaved) and shows the notice. */
    offer(offered: StudentAnswers | undefined): void {
      if (!offered) return;
      const state = answers.getFormState();
      const offer = buildPrefillOffer(state.answers, offered, indexDefinitions(answers.pages, answers.context.widgets));
      if (!offer) return;
      answers.getState().replaceState({ ...state, answers: withPrefillOffer(state.answers, offer) });
      store.setState({ prefillOffer: offer });
    },
    /** 'Keep these answers': saves the page (the offer ends once the save has gone through). */
    async keep(): Promise<void> {
      const outcome = await save();
      if (outcome.kind === 'saved') deps.toasts.getState().showSuccess(outcome.message);
    },
    /** 'Remove these answers': the offered answers the applicant has not changed are emptied again. */
    remove: takeBack,
    /** Leaving without a save of the applicant's own: nothing offered may be saved or carried on their behalf. */
    withdraw: takeBack,
    /** True while the link's answers are on the page, neither kept nor removed. */
    isPending(): boolean {
      return store.getState().prefillOffer !== null;
    },
    /** Closes the notice; the offered answers stay on the page until the applicant saves, removes them or leaves. */
    dismiss(): void {
      const offer = store.getState().prefillOffer;
      if (offer && !offer.dismissed) store.setState({ prefillOffer: { ...offer, dismissed: true } });
    },
  };
}

export type PrefillOffers = ReturnType<typeof createPrefillOffers>;
