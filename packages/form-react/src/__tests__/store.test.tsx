import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswerStoreProvider } from '../store/AnswerStoreContext.tsx';
import { createAnswerStore } from '../store/createAnswerStore.ts';
import { useAnswer } from '../store/useAnswer.ts';
import { useFormState } from '../store/useFormState.ts';
import { demoContext, demoPages } from './support/demoForm.ts';

const newStore = (answers = {}) =>
  createAnswerStore({ pages: demoPages, initialState: { answers }, context: demoContext });

describe('createAnswerStore', () => {
  it('sets an answer and its _desc', () => {
    const store = newStore();
    store.getState().setAnswer('gender', 'F', 'Female');
    expect(store.getState().answers).toMatchObject({ gender: 'F', gender_desc: 'Female' });
  });

  it('clears a conditional select and its _desc when the controlling answer changes', () => {
    const store = newStore();
    store.getState().setAnswer('citizenship', 'CAN', 'Canada');
    store.getState().setAnswer('citizenship_region', 'ON', 'Ontario');
    store.getState().setAnswer('citizenship', 'USA', 'United States of America');
    expect(store.getState().answers).toMatchObject({ citizenship_region: '', citizenship_region_desc: '' });
  });

  it('clears answers that become hidden', () => {
    const store = newStore();
    store.getState().setAnswer('mailing_addr_same_as_perm_addr', 'N', 'No');
    store.getState().setAnswer('mailing_city', 'Miami');
    store.getState().setAnswer('mailing_addr_same_as_perm_addr', 'Y', 'Yes');
    expect(store.getState().answers.mailing_city).toBe('');
  });

  it('switches a tab, clearing its clearKeys, and reports what changed', () => {
    const store = newStore({ sat_math: '700' });
    const result = store.getState().setTab('test_tabs', 'act');
    expect(store.getState().tabs).toEqual({ test_tabs: 'act' });
    expect(store.getState().answers.sat_math).toBe('');
    expect(result.clearedKeys).toContain('sat_math');
    expect(result.fileKeys).toEqual(['sat_report']);
  });

  it('keeps add-another counts within 1..max and replaces the whole state', () => {
    const store = newStore();
    store.getState().setAddAnother('high_schools', 7);
    expect(store.getState().addAnother.high_schools).toBe(3);
    store.getState().replaceState({ answers: { first_name: 'Li' }, tabs: {}, addAnother: { high_schools: 2 } });
    expect(store.getFormState()).toEqual({ answers: { first_name: 'Li' }, tabs: {}, addAnother: { high_schools: 2 } });
  });

  it('keeps its own copy of the answers it is given: a later change to the given object does not reach it', () => {
    const loaded: Record<string, string> = { first_name: 'Ada' };
    const store = newStore(loaded);
    loaded.first_name = 'Grace';
    expect(store.getState().answers.first_name).toBe('Ada');

    const replaced: Record<string, string> = { first_name: 'Alan' };
    store.getState().replaceState({ answers: replaced, tabs: {}, addAnother: {} });
    replaced.first_name = 'Edsger';
    expect(store.getState().answers).toEqual({ first_name: 'Alan' });

    // Its own answers handed back are kept as they are: nothing new to copy.
    const own = store.getState().answers;
    store.getState().replaceState({ ...store.getFormState(), tabs: { test_tabs: 'act' } });
    expect(store.getState().answers).toBe(own);
  });

  it('computes visibility once per state and keeps it while a change cannot alter it', () => {
    const store = newStore();
    const state = store.getState();
    const initial = store.visibilityOf(state);
    expect(store.visibilityOf(state)).toBe(initial);
    store.getState().setAnswer('first_name', 'A');
    expect(store.visibilityOf(store.getState())).toBe(initial);
    store.getState().setAnswer('citizenship', 'CAN', 'Canada');
    const afterControl = store.visibilityOf(store.getState());
    expect(afterControl).not.toBe(initial);
    expect(afterControl.isKeyVisible('citizenship_region')).toBe(true);
    expect(initial.isKeyVisible('citizenship_region')).toBe(false);
  });
});

describe('useAnswer and useFormState', () => {
  it('re-render only when their slice changes', () => {
    const store = newStore({ first_name: 'Ana' });
    const renders = { name: 0, count: 0 };
    function Name() {
      renders.name += 1;
      return <p>Name: {String(useAnswer('first_name'))}</p>;
    }
    function InitialUpper() {
      const initial = useAnswer('first_name', (value) => String(value).slice(0, 1).toUpperCase());
      return <p>Initial: {initial}</p>;
    }
    function Schools() {
      renders.count += 1;
      const count = useFormState((state) => state.addAnother.high_schools ?? 1);
      return <p>Schools: {count}</p>;
    }
    function Everything() {
      const { answers } = useFormState();
      return <p>Keys: {Object.keys(answers).length}</p>;
    }
    render(
      <AnswerStoreProvider store={store}>
        <Name />
        <InitialUpper />
        <Schools />
        <Everything />
      </AnswerStoreProvider>,
    );
    expect(screen.getByText('Name: Ana')).toBeInTheDocument();
    expect(screen.getByText('Initial: A')).toBeInTheDocument();
    act(() => store.getState().setAnswer('last_name', 'Silva'));
    expect(renders).toEqual({ name: 1, count: 1 });
    expect(screen.getByText('Keys: 2')).toBeInTheDocument();
    act(() => store.getState().setAnswer('first_name', 'bo'));
    expect(screen.getByText('Name: bo')).toBeInTheDocument();
    expect(screen.getByText('Initial: B')).toBeInTheDocument();
    act(() => store.getState().setAddAnother('high_schools', 2));
    expect(screen.getByText('Schools: 2')).toBeInTheDocument();
    expect(renders).toEqual({ name: 2, count: 2 });
  });

  it('needs a provider', () => {
    function Orphan() {
      useAnswer('x');
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('AnswerStoreProvider');
  });
});
