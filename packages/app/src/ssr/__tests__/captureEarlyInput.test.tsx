import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { captureEarlyInput } from '../captureEarlyInput.ts';

interface Answers {
  name: string;
  essay: string;
  agree: boolean;
  plan: string;
  country: string;
}

const initial: Answers = { name: 'Ada', essay: '', agree: false, plan: 'ED', country: 'NG' };

/** A controlled form as the app renders one: every control's state comes from the answers. */
function Form({ onAnswers }: { onAnswers: (answers: Answers) => void }) {
  const [answers, setAnswers] = useState(initial);
  const set = (change: Partial<Answers>) => {
    const next = { ...answers, ...change };
    setAnswers(next);
    onAnswers(next);
  };
  return (
    <form>
      <input aria-label="Name" value={answers.name} onChange={(event) => set({ name: event.target.value })} />
      <textarea aria-label="Essay" value={answers.essay} onChange={(event) => set({ essay: event.target.value })} />
      <input
        type="checkbox"
        aria-label="Agree"
        checked={answers.agree}
        onChange={(event) => set({ agree: event.target.checked })}
      />
      {['ED', 'EA', 'RD'].map((plan) => (
        <input
          key={plan}
          type="radio"
          name="plan"
          value={plan}
          aria-label={plan}
          checked={answers.plan === plan}
          onChange={() => set({ plan })}
        />
      ))}
      <select aria-label="Country" value={answers.country} onChange={(event) => set({ country: event.target.value })}>
        <option value="NG">Nigeria</option>
        <option value="GH">Ghana</option>
      </select>
    </form>
  );
}

/** The server's HTML in a container, changed by `typeEarly` before React hydrates it; the answers React then holds. */
async function hydrateAfter(
  typeEarly: (container: HTMLElement) => void,
): Promise<{ answers: Answers; replayed: number }> {
  const container = document.createElement('div');
  document.body.append(container);
  let answers = initial;
  container.innerHTML = renderToString(<Form onAnswers={() => undefined} />);
  typeEarly(container);
  const earlyInput = captureEarlyInput(container);
  await act(async () => {
    hydrateRoot(container, <Form onAnswers={(next) => (answers = next)} />);
  });
  let replayed = 0;
  await act(async () => {
    replayed = earlyInput.replay();
  });
  container.remove();
  return { answers, replayed };
}

const control = <T extends HTMLElement>(container: HTMLElement, label: string) =>
  container.querySelector<T>(`[aria-label="${label}"]`) as T;

describe('captureEarlyInput', () => {
  it('gives the app what was typed into the server-rendered page before it was hydrated', async () => {
    const { answers, replayed } = await hydrateAfter((container) => {
      control<HTMLInputElement>(container, 'Name').value = 'Ada Lovelace';
      control<HTMLTextAreaElement>(container, 'Essay').value = 'Why I apply';
      control<HTMLInputElement>(container, 'Agree').checked = true;
      control<HTMLInputElement>(container, 'EA').checked = true;
      control<HTMLSelectElement>(container, 'Country').value = 'GH';
    });
    expect(answers).toEqual({ name: 'Ada Lovelace', essay: 'Why I apply', agree: true, plan: 'EA', country: 'GH' });
    expect(replayed).toBe(5);
  });

  it('changes nothing when nothing was entered before the hydration', async () => {
    const { answers, replayed } = await hydrateAfter(() => undefined);
    expect(answers).toBe(initial);
    expect(replayed).toBe(0);
  });
});
