import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createWidgetRegistry } from '../registry/createWidgetRegistry.ts';
import { defaultWidgets } from '../registry/defaultWidgets.ts';
import { PageRenderer } from '../renderer/PageRenderer.tsx';
import { AnswerStoreProvider } from '../store/AnswerStoreContext.tsx';
import { createAnswerStore } from '../store/createAnswerStore.ts';
import { createTopicListeners } from '../store/createTopicListeners.ts';
import { useAnswer } from '../store/useAnswer.ts';
import { demoContext, demoPage, demoPages } from './support/demoForm.ts';
import { renderForm } from './support/renderForm.tsx';

describe('createTopicListeners', () => {
  it('calls the listeners of the changed topics only, each once, in the order they subscribed', () => {
    const topics = createTopicListeners();
    const calls: string[] = [];
    topics.subscribe(['b'], () => calls.push('b only'));
    topics.subscribe(['a', 'b'], () => calls.push('a and b'));
    const unsubscribe = topics.subscribe(['a'], () => calls.push('a only'));
    topics.subscribe(['c'], () => calls.push('c only'));
    topics.notify(['a', 'b']);
    expect(calls).toEqual(['b only', 'a and b', 'a only']);
    calls.length = 0;
    unsubscribe();
    topics.notify(['a']);
    expect(calls).toEqual(['a and b']);
    expect(topics.count('a')).toBe(1);
    expect(topics.count('d')).toBe(0);
  });
});

describe('answer store subscriptions by answer key', () => {
  const newStore = () => createAnswerStore({ pages: demoPages, context: demoContext });

  it('runs the selectors of the changed answer only, not of every subscriber', () => {
    const store = newStore();
    const keys = Array.from({ length: 40 }, (_, index) => `answer_${index}`);
    const selectorRuns = new Map<string, number>();
    function Answer({ answerKey }: { answerKey: string }) {
      const text = useAnswer(answerKey, (value) => {
        selectorRuns.set(answerKey, (selectorRuns.get(answerKey) ?? 0) + 1);
        return String(value);
      });
      return <p>{`${answerKey}=${text}`}</p>;
    }
    render(
      <AnswerStoreProvider store={store}>
        {keys.map((key) => (
          <Answer key={key} answerKey={key} />
        ))}
      </AnswerStoreProvider>,
    );
    selectorRuns.clear();
    act(() => store.getState().setAnswer('answer_7', 'typed'));
    expect(screen.getByText('answer_7=typed')).toBeInTheDocument();
    expect([...selectorRuns.keys()]).toEqual(['answer_7']);
  });

  it('tells the subscribers of every key a change altered: its _desc, a dependent select, a hidden answer', () => {
    const registry = createWidgetRegistry(defaultWidgets);
    const store = createAnswerStore({ pages: demoPages, context: { ...demoContext, widgets: registry.specs } });
    store.getState().replaceState({
      answers: { citizenship: 'USA', citizenship_region: 'NY', us_ssn_note: 'P123', first_name: 'Ana' },
      tabs: {},
      addAnother: {},
    });
    const keys = ['citizenship', 'citizenship_desc', 'citizenship_region', 'us_ssn_note', 'visa_status', 'first_name'];
    const heard: string[] = [];
    const unsubscribes = keys.map((key) => store.subscribeAnswers([key], () => heard.push(key)));
    store.getState().setAnswer('citizenship', 'CAN');
    const answers = store.getState().answers;
    // The store altered these (the US note is hidden now), and told each of them once; the rest heard nothing.
    expect(answers.citizenship_region).toBe('');
    expect(answers.us_ssn_note).toBe('');
    expect(answers.citizenship_desc).not.toBe(undefined);
    expect(heard.sort()).toEqual(['citizenship', 'citizenship_desc', 'citizenship_region', 'us_ssn_note']);
    heard.length = 0;
    // Typing the same value again alters nothing: nobody hears of it.
    store.getState().setAnswer('first_name', 'Ana');
    expect(heard).toEqual([]);
    store.getState().setAnswer('first_name', 'Anabel');
    expect(heard).toEqual(['first_name']);
    for (const unsubscribe of unsubscribes) unsubscribe();
  });

  it('tells subscribers of a key of a change made by replacing the whole state', () => {
    const store = newStore();
    const heard = vi.fn();
    const unsubscribe = store.subscribeAnswers(['first_name'], heard);
    store.getState().replaceState({ answers: { last_name: 'Silva' }, tabs: {}, addAnother: {} });
    expect(heard).not.toHaveBeenCalled();
    store.getState().replaceState({ answers: { first_name: 'Ana' }, tabs: {}, addAnother: {} });
    expect(heard).toHaveBeenCalledTimes(1);
    // A removed answer is a change too.
    store.getState().replaceState({ answers: {}, tabs: {}, addAnother: {} });
    expect(heard).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('asks for visibility on a change that can alter it, and not on a keystroke in a text field', async () => {
    const registry = createWidgetRegistry(defaultWidgets);
    const store = createAnswerStore({ pages: demoPages, context: { ...demoContext, widgets: registry.specs } });
    const visibilityOf = store.visibilityOf;
    let visibilityReads = 0;
    store.visibilityOf = (state) => {
      visibilityReads += 1;
      return visibilityOf(state);
    };
    render(<PageRenderer page={demoPage} registry={registry} store={store} />);
    expect(visibilityReads).toBeGreaterThan(10);
    visibilityReads = 0;
    act(() => store.getState().setAnswer('first_name', 'Ana'));
    expect(visibilityReads).toBe(0);
    expect(screen.queryByRole('textbox', { name: /Mailing/ })).not.toBeInTheDocument();
    act(() => store.getState().setAnswer('mailing_addr_same_as_perm_addr', 'N', 'No'));
    expect(visibilityReads).toBeGreaterThan(10);
    expect(await screen.findAllByRole('textbox', { name: /Mailing/ })).not.toHaveLength(0);
  });
});

describe('inputs that keep their own value', () => {
  it('typing in a text field, an address line or a textarea commits no render; the textarea count follows', async () => {
    const commits: string[] = [];
    const { user, store, rerender, page } = renderForm({
      items: [
        { key: 'nickname', widget: 'text', label: 'Nickname' },
        { key: 'essay', widget: 'textarea', label: 'Essay' },
        {
          key: 'line_1',
          widget: 'address',
          label: 'Address',
          options: { keys: { line2: 'line_2', city: 'city', zip: 'zip', country: 'country' } },
        },
      ],
    });
    // The same page inside a Profiler: every commit below it is recorded.
    rerender(
      <Profiler id="page" onRender={(id, phase) => commits.push(`${id}:${phase}`)}>
        <PageRenderer page={page} registry={createWidgetRegistry(defaultWidgets)} store={store} />
      </Profiler>,
    );
    commits.length = 0;
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Lagos');
    expect(store.getState().answers).toMatchObject({ nickname: 'Ada', city: 'Lagos' });
    expect(commits).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Essay' }), 'Hi');
    expect(screen.getByText(/^Character count: 2 \//)).toBeInTheDocument();
    expect(commits).toEqual([]);
  });

  it('show a change made elsewhere, and what the store kept rather than what was typed', async () => {
    const { user, store } = renderForm({
      items: [
        { key: 'nickname', widget: 'text', label: 'Nickname' },
        { key: 'ssn', widget: 'text', label: 'SSN', options: { format: 'ssn' } },
      ],
      answers: { nickname: 'Al' },
    });
    const nickname = screen.getByRole('textbox', { name: 'Nickname' });
    expect(nickname).toHaveValue('Al');
    await user.type(nickname, 'ex');
    act(() => store.getState().replaceState({ answers: { nickname: 'Bea' }, tabs: {}, addAnother: {} }));
    expect(nickname).toHaveValue('Bea');
    const ssn = screen.getByRole('textbox', { name: 'SSN' });
    await user.type(ssn, '123456789x');
    expect(ssn).toHaveValue('123-45-6789');
    expect(store.getState().answers.ssn).toBe('123-45-6789');
  });
});
