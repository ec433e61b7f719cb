import type { Locator, Page } from 'playwright-core';
import { readConfirmationCode } from './mailbox.ts';

/** A fresh address per journey: the tests share one server and one database. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const applicantPassword = 'Correct-Horse-Battery-9';

/** Picks an option of a custom select (combobox + listbox) the way a mouse user does. */
export async function chooseOption(scope: Page | Locator, combobox: string, option: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: combobox, exact: true }).click();
  await page
    .getByRole('listbox', { name: combobox, exact: true })
    .getByRole('option', { name: option, exact: true })
    .click();
}

export async function chooseRadio(scope: Page | Locator, group: string, option: string): Promise<void> {
  await scope.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true }).check();
}

/** A text input by its accessible name (labels carry a required marker, so exact label text would not match). */
export function textbox(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

export function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** /signup, then /confirm with the code from the outbox; ends on /login. */
export async function signUpAndConfirm(page: Page, dataDir: string, email: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(applicantPassword);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { level: 1, name: 'Confirm Your Account' }).waitFor();
  const code = await readConfirmationCode(dataDir, email);
  await page.getByLabel('Confirmation Code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
}

export async function logIn(page: Page, email: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
  const username = page.getByLabel('Email Address');
  if ((await username.inputValue()) !== email) await username.fill(email);
  await page.getByLabel('Password', { exact: true }).fill(applicantPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
}

/** Every required answer of step 1 for an international applicant. */
export async function fillAboutYou(page: Page): Promise<void> {
  const personal = region(page, 'Personal Information');
  await textbox(personal, 'First Name').fill('Amara');
  await textbox(personal, 'Last Name').fill('Okafor');
  await textbox(personal, 'Date of Birth').fill('2008-05-17');
  await chooseOption(personal, 'Gender', 'Female');
  await textbox(region(page, 'Phone Numbers'), 'International Home Phone').fill('+234 803 555 0147');
  const address = region(page, 'Address').getByRole('group', { name: 'Permanent Address' });
  await textbox(address, 'Address').fill('12 Marina Road');
  await textbox(address, 'City').fill('Lagos');
  await chooseOption(address, 'Country', 'Nigeria');
  await chooseRadio(region(page, 'Address'), 'Is your mailing address the same as your permanent address?', 'Yes');
  const citizenship = region(page, 'Citizenship');
  await chooseOption(citizenship, 'Citizen Type', 'Citizen of another country');
  await chooseOption(citizenship, 'Country of Citizenship', 'Nigeria');
  await citizenship.getByRole('combobox', { name: 'Visa Status', exact: true }).click();
  await page.getByRole('listbox', { name: 'Visa Status' }).getByRole('option').nth(1).click();
}

/** Every required answer of step 2. */
export async function fillEducation(page: Page): Promise<void> {
  await chooseOption(page, 'When do you plan to enroll?', 'Fall 2027 (August)');
  await chooseOption(page, 'Please select a campus.', 'Non-degree study (no program of study needed)');
  await chooseOption(
    page,
    'Which best describes your high school completion?',
    'I have a GED or another high school equivalency',
  );
  await chooseRadio(
    page,
    'Do you want test scores considered as part of your application?',
    'No, I am applying test-optional',
  );
}

/** Step 3 without 'Are you currently incarcerated?' (left for the validation summary). */
export async function fillFinalStepsExceptIncarceration(page: Page): Promise<void> {
  await chooseRadio(page, 'Have you ever been convicted of a misdemeanor, felony or other crime?', 'No');
  await chooseRadio(page, 'Are there criminal charges pending against you, or a protective order against you?', 'No');
  await chooseRadio(
    page,
    'Do you waive your right to read the recommendations and counselor forms submitted for you?',
    'Yes',
  );
  await page.getByRole('checkbox', { name: /I certify that all information/ }).check();
}

/**
 * From `/about`, fills all three steps with a complete application, saving and
 * continuing between them; ends on `/final-steps`, ready for 'Submit Application'.
 */
export async function fillWholeApplication(page: Page): Promise<void> {
  await fillAboutYou(page);
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await page.waitForURL(/\/education$/);
  await fillEducation(page);
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await page.waitForURL(/\/final-steps$/);
  await fillFinalStepsExceptIncarceration(page);
  await chooseRadio(page, 'Are you currently incarcerated?', 'No');
}
