import {
  applyAnswerChange,
  applyTabSwitch,
  computeVisibility,
  indexDefinitions,
  instanceCountOf,
  isAddAnother,
  removeAddAnotherInstance,
} from '@admissions/form-core';
import type {
  AddAnotherDefinition,
  Answers,
  AnswerValue,
  FormContext,
  FormState,
  PageDefinition,
  TabSwitchResult,
  Visibility,
} from '@admissions/form-core';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { createTopicListeners } from './createTopicListeners.ts';
import type { ReadableStore } from './useStoreSelection.ts';

export interface AnswerStoreActions {
  /** Set one answer (and `{key}_desc`), clear dependent conditional selects and every answer that became hidden. */
  setAnswer: (key: string, value: AnswerValue, desc?: string) => void;
  /** Switch a tab: clears the group's clearKeys and what became hidden. Returns what changed (file keys included). */
  setTab: (tabGroupId: string, chosenTab: string) => TabSwitchResult;
  /** Set the number of instances of an add-another group (kept within 1..max when the group is known). */
  setAddAnother: (id: string, count: number) => void;
  /**
   * Remove instance n (2..count) of an add-another group: its answers go, the
   * later instances' answers move down by one and the count drops by one.
   */
  removeAddAnother: (id: string, n: number) => void;
  /** Replace everything, e.g. after the profile loads. */
  replaceState: (state: FormState) => void;
}

export type AnswerStoreState = FormState & AnswerStoreActions;

/** The store as a part of it is heard: its state, and a subscription told only of changes to that part. */
export type AnswerStoreView = ReadableStore<AnswerStoreState>;

export interface AnswerStore extends StoreApi<AnswerStoreState> {
  /** The pages the store computes visibility over (all pages of the tenant). */
  pages: PageDefinition[];
  context: FormContext;
  /**
   * Visibility of a state, computed once per state (memoized by the identity of
   * its answers, tabs and addAnother). After setAnswer it is the visibility
   * form-core returned with the new answers: the same object as before when
   * the change could not alter visibility.
   */
  visibilityOf: (state: FormState) => Visibility;
  /** The plain form state (answers, tabs, addAnother) without the actions. */
  getFormState: () => FormState;
  /**
   * Calls `listener` after a change to any of these answers (and only then):
   * a keystroke notifies the subscribers of the typed key, not every
   * subscriber of the store. Returns the unsubscribe function.
   */
  subscribeAnswers: (keys: readonly string[], listener: () => void) => () => void;
  /**
   * The store as seen by subscribers of these answers only (the same state;
   * `subscribe` hears only of changes to these keys). The same object for the
   * same single key.
   */
  answersView: (keys: readonly string[]) => AnswerStoreView;
  /** The store as seen by subscribers of visibility: notified only when `visibilityOf` gives a new object. */
  visibilityView: AnswerStoreView;
  /** The store as seen by subscribers of the add-another counts: notified only when they change. */
  addAnotherView: AnswerStoreView;
}

export interface CreateAnswerStoreOptions {
  /** Every page of the tenant: hidden answers are cleared across pages. Pass the same array each time. */
  pages: PageDefinition[];
  initialState?: Partial<FormState>;
  /**
   * Tenant option lists, date windows and the clock, for visibility and
   * options; and the widget specs (`registry.specs`) when the registry has
   * widgets beyond the defaults.
   */
  context?: FormContext;
}

/**
 * The store's own shallow copy of answers that come from outside (the initial
 * state, `replaceState`), made once as they enter. Every change copies the
 * answers object, and measured in Chromium on the heaviest page (184 answers
 * parsed from the server's JSON) that per-keystroke copy took 55-75 µs in a
 * reloaded tab while the store held the parsed object itself, and 25 µs in
 * every tab once the store held a copy of it.
 */
const enteredAnswers = (answers: Answers): Answers => ({ ...answers });

/**
 * The answer store: a zustand vanilla store holding `{ answers, tabs,
 * addAnother }`. Every change goes through form-core, so `_desc` companions,
 * conditional-select clearing and clearing of hidden answers happen here and
 * nowhere else. Framework-free: React reads it with useAnswer/useFormState.
 */
export function createAnswerStore({ pages, initialState = {}, context = {} }: CreateAnswerStoreOptions): AnswerStore {
  // Keyed by the answers object, checked against tabs and addAnother: a new
  // answers object from setAnswer is seeded with the visibility form-core
  // computed (or reused) for it, so subscribers never compute it again.
  const visibilityCache = new WeakMap<object, { state: FormState; visibility: Visibility }>();
  const remember = (state: FormState, visibility: Visibility): void => {
    visibilityCache.set(state.answers, { state, visibility });
  };
  const formStateOf = (state: FormState): FormState => ({
    answers: state.answers,
    tabs: state.tabs,
    addAnother: state.addAnother,
  });

  // The keys setAnswer's last change could have altered (form-core names them), so that notifying the subscribers
  // of a keystroke looks at those keys instead of comparing every answer of the form.
  let lastChange: { from: FormState['answers']; to: FormState['answers']; keys: readonly string[] } | undefined;
  const changedAnswerKeys = (answers: FormState['answers'], previous: FormState['answers']): string[] => {
    const changed: string[] = [];
    if (lastChange?.from === previous && lastChange.to === answers) {
      for (const key of lastChange.keys) {
        if (answers[key] !== previous[key] && !changed.includes(key)) changed.push(key);
      }
      return changed;
    }
    for (const key in answers) if (answers[key] !== previous[key]) changed.push(key);
    for (const key in previous) if (!(key in answers)) changed.push(key);
    return changed;
  };

  const store = createStore<AnswerStoreState>()((set, get) => ({
    answers: enteredAnswers(initialState.answers ?? {}),
    tabs: initialState.tabs ?? {},
    addAnother: initialState.addAnother ?? {},
    setAnswer: (key, value, desc) => {
      const current = get();
      const before = formStateOf(current);
      const result = applyAnswerChange(pages, before, { key, value, desc }, context, visibilityOf(current));
      remember({ ...before, answers: result.answers }, result.visibility);
      lastChange = { from: before.answers, to: result.answers, keys: [...result.writtenKeys, ...result.clearedKeys] };
      set({ answers: result.answers });
    },
    setTab: (tabGroupId, chosenTab) => {
      const result = applyTabSwitch(pages, formStateOf(get()), tabGroupId, chosenTab, context);
      set({ answers: result.answers, tabs: result.tabs });
      return result;
    },
    setAddAnother: (id, count) => {
      const group = addAnotherGroup(id);
      const bounded = group ? Math.max(1, Math.min(Math.floor(count), group.max)) : count;
      set({ addAnother: { ...get().addAnother, [id]: bounded } });
    },
    removeAddAnother: (id, n) => {
      const group = addAnotherGroup(id);
      const { answers, addAnother } = get();
      const count = group ? instanceCountOf(group, addAnother) : 0;
      if (!group || n < 2 || n > count) return;
      set({
        answers: removeAddAnotherInstance(group, answers, n, context.widgets),
        addAnother: { ...addAnother, [id]: count - 1 },
      });
    },
    replaceState: (state) =>
      set({
        ...formStateOf(state),
        answers: state.answers === get().answers ? state.answers : enteredAnswers(state.answers),
      }),
  }));

  const addAnotherGroup = (id: string) =>
    indexDefinitions(pages, context.widgets)
      .nodes.map((node) => node.item)
      .find((item) => item !== undefined && isAddAnother(item) && item.id === id) as AddAnotherDefinition | undefined;

  const visibilityOf = (state: FormState): Visibility => {
    // Every change makes new answers, tabs or addAnother objects, so identity is the right cache key.
    const cached = visibilityCache.get(state.answers);
    if (cached && cached.state.tabs === state.tabs && cached.state.addAnother === state.addAnother) {
      return cached.visibility;
    }
    const visibility = computeVisibility(pages, formStateOf(state), context);
    remember(formStateOf(state), visibility);
    return visibility;
  };

  // Topics: `answer:<key>` per answer key, and the visibility and add-another counts as a whole.
  const topics = createTopicListeners();
  const answerTopic = (key: string): string => `answer:${key}`;
  const visibilityTopic = '#visibility';
  const addAnotherTopic = '#addAnother';
  let notifiedVisibility: Visibility | undefined;
  // Subscribed before anything else, so that topic subscribers hear of a change first, as they did when every
  // subscriber listened to the whole store.
  store.subscribe((state, previous) => {
    const changed =
      state.answers === previous.answers ? [] : changedAnswerKeys(state.answers, previous.answers).map(answerTopic);
    if (state.addAnother !== previous.addAnother) changed.push(addAnotherTopic);
    // Visibility follows answers, tabs and add-another counts; it is computed here only when someone listens,
    // and after setAnswer it is the object form-core returned (the previous one when nothing could change).
    const formChanged =
      state.answers !== previous.answers || state.tabs !== previous.tabs || state.addAnother !== previous.addAnother;
    if (formChanged && topics.count(visibilityTopic) > 0) {
      const visibility = visibilityOf(state);
      if (visibility !== notifiedVisibility) {
        notifiedVisibility = visibility;
        changed.push(visibilityTopic);
      }
    }
    topics.notify(changed);
  });

  const viewOf = (topicList: readonly string[]): AnswerStoreView => ({
    getState: store.getState,
    subscribe: (listener) => topics.subscribe(topicList, listener),
  });
  const singleKeyViews = new Map<string, AnswerStoreView>();
  const visibilityView = viewOf([visibilityTopic]);
  const visibilitySubscribe = visibilityView.subscribe;
  // The first visibility subscriber fixes the object the next change is compared with.
  visibilityView.subscribe = (listener) => {
    if (topics.count(visibilityTopic) === 0) notifiedVisibility = visibilityOf(store.getState());
    return visibilitySubscribe(listener);
  };

  return Object.assign(store, {
    pages,
    context,
    visibilityOf,
    getFormState: () => formStateOf(store.getState()),
    subscribeAnswers: (keys: readonly string[], listener: () => void) =>
      topics.subscribe(keys.map(answerTopic), listener),
    answersView: (keys: readonly string[]) => {
      if (keys.length !== 1) return viewOf(keys.map(answerTopic));
      const key = keys[0] as string;
      let view = singleKeyViews.get(key);
      if (!view) singleKeyViews.set(key, (view = viewOf([answerTopic(key)])));
      return view;
    },
    visibilityView,
    addAnotherView: viewOf([addAnotherTopic]),
  });
}
