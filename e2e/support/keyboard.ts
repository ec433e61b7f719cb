import type { Locator, Page } from 'playwright-core';

/**
 * Presses Tab (only the keyboard: no clicks, no programmatic focus) until
 * `target` has focus, as a keyboard user moves through the page.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 400): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()} after ${maxPresses} presses`);
}

export async function typeByKeyboard(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** A custom select: Enter opens it, typing moves to the option, Enter chooses it. */
export async function selectByKeyboard(page: Page, combobox: Locator, option: string): Promise<void> {
  await tabTo(page, combobox);
  await page.keyboard.press('Enter');
  await page.keyboard.type(option);
  await page.keyboard.press('Enter');
  const shown = (await combobox.innerText()).trim();
  if (!shown.startsWith(option)) throw new Error(`The select shows "${shown}" instead of "${option}"`);
}

/** A radio group: Tab into it, Space checks the focused radio, arrows move to the wanted one. */
export async function radioByKeyboard(page: Page, group: Locator, option: string): Promise<void> {
  const radios = group.getByRole('radio');
  await tabTo(page, radios.first());
  await page.keyboard.press('Space');
  const wanted = group.getByRole('radio', { name: option, exact: true });
  for (let presses = 0; presses < 10 && !(await wanted.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  if (!(await wanted.isChecked())) throw new Error(`Could not choose "${option}" by keyboard`);
}

/** Tab to a button or link and press Enter. */
export async function activate(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}
