/**
 * Typing into a page the same way for ours and the peer (bench/formPage):
 * 10 characters into each of 10 text fields, one key per frame at a varying
 * offset within the frame, in 3 rounds (each after a reload), measured in the
 * page by bench/support/pageProbe.ts.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { startProfile } from './cpuProfile.ts';
import { waitInteractive } from './firstView.ts';
import type { KeystrokeSample, PageProbe } from './pageProbe.ts';
import { median, percentile } from './percentile.ts';

export const fieldCount = 10;
export const charsPerField = 10;
export const typedText = 'Lagos road';
/**
 * Timed rounds of typing into the ten fields, each after a reload: 300 keystrokes, so that the p95 is the 15th
 * slowest instead of the 5th or 6th of 100 (one garbage collection or one busy moment of the machine moved it).
 */
export const typingRounds = 3;

declare global {
  interface Window {
    __formPageProbe: PageProbe;
  }
}

/**
 * Makes every page of the context cross-origin isolated (COOP and COEP on
 * every response), so that `performance.now()` counts in 5 µs steps instead of
 * 100 µs: a keystroke's JavaScript is around a millisecond. Only the typing
 * contexts do this (it routes every request through the bench).
 */
export async function isolateContext(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: {
        ...response.headers(),
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      },
    });
  });
}

/** 10 text inputs spread evenly from the top of the page to the bottom (ids matching `idPattern`, when given), each with room for 20 more characters. */
export async function pickFields(page: Page, idPattern?: RegExp): Promise<string[]> {
  const found = await page.evaluate(
    (room) =>
      Array.from(document.querySelectorAll<HTMLInputElement>('main input[type="text"], main textarea'))
        .filter((input) => input.id !== '' && !input.disabled && input.maxLength - input.value.length >= room)
        .map((input) => input.id),
    charsPerField * 2,
  );
  const ids = idPattern ? found.filter((id) => idPattern.test(id)) : found;
  if (ids.length < fieldCount) throw new Error(`only ${ids.length} text fields with room on the page`);
  return Array.from({ length: fieldCount }, (_, i) => ids[Math.round((i * (ids.length - 1)) / (fieldCount - 1))]!);
}

/** Types 10 characters into each field, one key per frame at a varying offset (0-15 ms) after the frame starts. */
export async function typeIntoFields(page: Page, fields: string[], countRenders: boolean): Promise<KeystrokeSample[]> {
  await page.evaluate((count) => {
    window.__formPageProbe.countRenders = count;
    window.__formPageProbe.samples.length = 0;
  }, countRenders);
  let keyIndex = 0;
  for (const id of fields) {
    const field = page.locator(`[id="${id}"]`);
    await field.scrollIntoViewIfNeeded();
    await field.click();
    await field.press('End');
    for (const char of typedText.slice(0, charsPerField)) {
      // 0, 7, 14, 5, 12, 3, 10, 1, 8, 15, 6, 13, 4, 11, 2, 9: every offset in the frame, in a scattered order.
      const offset = (keyIndex * 7) % 16;
      keyIndex += 1;
      await page.evaluate(async (delay) => {
        await window.__formPageProbe.settled();
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, delay)));
      }, offset);
      await page.keyboard.press(char === ' ' ? 'Space' : char);
    }
  }
  const samples = await page.evaluate(async () => {
    await window.__formPageProbe.settled();
    // The last key's keyup and its microtask.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return window.__formPageProbe.samples.map((sample) => ({ ...sample }));
  });
  const typed = await page.evaluate(
    (ids) => ids.map((id) => (document.getElementById(id) as HTMLInputElement).value),
    fields,
  );
  if (!typed.every((value) => value.endsWith(typedText))) {
    throw new Error(`typing did not reach every field: ${JSON.stringify(typed)}`);
  }
  if (samples.length !== fields.length * charsPerField) {
    throw new Error(
      `expected ${fields.length * charsPerField} keystrokes on ${page.url()}, measured ${samples.length}`,
    );
  }
  return samples;
}

/** Whether `performance.now()` is precise in the page (cross-origin isolated). */
export function isIsolated(page: Page): Promise<boolean> {
  return page.evaluate(() => window.crossOriginIsolated);
}

/** A page typed into by `timedTyping`: loaded and interactive, with the fields to type into. */
export interface TypingSubject {
  page: Page;
  fields: string[];
  /** The questions the page shows once it is interactive again after a reload. */
  expected: string[];
  /** A CPU profile of its first timed round goes here (a `.cpuprofile`). */
  profileTo?: string;
}

/**
 * The timed typing rounds of several pages, taken in turn: a warm-up field
 * on each, then round 1 of every page (each after a reload), round 2 of
 * every page, and so on. A machine that gets busier or quieter during the
 * minutes of typing then weighs on every page alike, where pages typed one
 * after another would each meet their own stretch of it. One list of samples
 * per subject, in the subjects' order.
 */
export async function timedTyping(subjects: TypingSubject[]): Promise<KeystrokeSample[][]> {
  for (const subject of subjects) await typeIntoFields(subject.page, [subject.fields[0]!], false);
  const timed = subjects.map((): KeystrokeSample[] => []);
  for (let round = 0; round < typingRounds; round += 1) {
    for (const [index, subject] of subjects.entries()) {
      await subject.page.reload();
      await waitInteractive(subject.page, subject.expected, 0);
      // Only the first round is profiled: one profile is what the summaries read.
      const profiler = subject.profileTo && round === 0 ? await startProfile(subject.page) : undefined;
      timed[index]!.push(...(await typeIntoFields(subject.page, subject.fields, false)));
      if (profiler && subject.profileTo) await profiler.stop(subject.profileTo);
    }
  }
  // Each round's count is checked by typeIntoFields, which throws when a keystroke went unmeasured.
  return timed;
}

/** Each keystroke's JS in event dispatch, after printing the medians per event (and any keystroke missing one). */
export function dispatchTimes(label: string, samples: KeystrokeSample[]): number[] {
  const incomplete = samples.filter((s) => s.dispatchEvents !== 5).length;
  if (incomplete > 0) console.log(`warning (${label}): ${incomplete} keystrokes without all five events measured`);
  const byEvent = ['keydown', 'keypress', 'beforeinput', 'input', 'keyup']
    .map((type) => `${type} ${median(samples.map((s) => s.dispatchByEvent[type] ?? 0)).toFixed(3)}`)
    .join(', ');
  console.log(`${label}: JS in event dispatch by event (medians, ms): ${byEvent}`);
  return samples.map((s) => s.dispatch);
}

/**
 * Where a page's slow keystrokes were: the p95 of each round and the median and p90 of each field (in typing
 * order), from the samples of `timedTyping` (rounds of fields of `charsPerField` keys). A p95 over budget because
 * of one round (the host busy for a few seconds) reads differently from one carried by a field in every round.
 */
export function describeSpread(label: string, samples: KeystrokeSample[]): string {
  const perRound = fieldCount * charsPerField;
  const rounds = Array.from({ length: Math.ceil(samples.length / perRound) }, (_, round) =>
    samples.slice(round * perRound, (round + 1) * perRound).map((s) => s.dispatch),
  );
  const fields = Array.from({ length: fieldCount }, (_, field) =>
    samples.filter((_, i) => Math.floor((i % perRound) / charsPerField) === field).map((s) => s.dispatch),
  );
  const ms = (value: number) => value.toFixed(2);
  return (
    `${label}: p95 by round ${rounds.map((round) => ms(percentile(round, 0.95))).join(', ')} ms; ` +
    `by field (median/p90) ${fields.map((field) => `${ms(median(field))}/${ms(percentile(field, 0.9))}`).join(' ')}`
  );
}
