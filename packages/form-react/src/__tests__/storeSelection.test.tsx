import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { useStoreSelection, useStoreValue } from '../store/useStoreSelection.ts';

interface Counts {
  apples: number;
  pears: number;
  basket: string[];
}

const newStore = () => createStore<Counts>()(() => ({ apples: 1, pears: 1, basket: ['apple'] }));

describe('useStoreValue', () => {
  it('shows the current value and re-renders only when it changes', () => {
    const store = newStore();
    let renders = 0;
    function Apples() {
      renders += 1;
      return <p>{useStoreValue(store, (state) => state.apples)} apples</p>;
    }
    render(<Apples />);
    expect(screen.getByText('1 apples')).toBeInTheDocument();
    const afterMount = renders;

    act(() => store.setState({ pears: 2 }));
    expect(renders).toBe(afterMount);

    act(() => store.setState({ apples: 3 }));
    expect(screen.getByText('3 apples')).toBeInTheDocument();
    expect(renders).toBe(afterMount + 1);
  });

  it('reads with the selector of the latest render (a prop may change what it selects)', () => {
    const store = newStore();
    function Count({ fruit }: { fruit: 'apples' | 'pears' }) {
      return <p>{`${useStoreValue(store, (state) => state[fruit])} ${fruit}`}</p>;
    }
    const { rerender } = render(<Count fruit="apples" />);
    act(() => store.setState({ pears: 5 }));
    rerender(<Count fruit="pears" />);
    expect(screen.getByText('5 pears')).toBeInTheDocument();
  });
});

describe('useStoreSelection', () => {
  const sameList = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((item, index) => item === b[index]);

  it('gives the same list while an equal one is selected, and re-renders only when it changes', () => {
    const store = newStore();
    const seen: string[][] = [];
    function Basket() {
      // A new array on every read: equality decides whether the component sees a change.
      const items = useStoreSelection(store, (state) => state.basket.map((item) => item.toUpperCase()), sameList);
      seen.push(items);
      return <p>{items.join(', ')}</p>;
    }
    render(<Basket />);
    const afterMount = seen.length;
    const first = seen.at(-1);

    act(() => store.setState({ basket: ['apple'] }));
    act(() => store.setState({ apples: 4 }));
    expect(seen.length).toBe(afterMount);

    act(() => store.setState({ basket: ['apple', 'pear'] }));
    expect(screen.getByText('APPLE, PEAR')).toBeInTheDocument();
    expect(seen.length).toBe(afterMount + 1);
    expect(seen.at(-1)).not.toBe(first);
  });

  it('accepts a selector that makes a new object with identity as equality: no render loop, no warning', () => {
    const store = newStore();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let renders = 0;
    function Totals() {
      renders += 1;
      const totals = useStoreSelection(store, (state) => ({ fruit: state.apples + state.pears }), Object.is);
      return <p>{totals.fruit} fruit</p>;
    }
    render(<Totals />);
    act(() => store.setState({ apples: 2 }));
    expect(screen.getByText('3 fruit')).toBeInTheDocument();
    expect(renders).toBeLessThan(6);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
