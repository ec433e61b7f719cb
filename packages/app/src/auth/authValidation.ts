import { authMessages, limits } from '@admissions/contracts';
import { passwordPolicyErrors } from './passwordRules.ts';

/** Field -> messages; a field without problems has no entry. */
export type AuthFormErrors<Field extends string> = Partial<Record<Field, string[]>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

function collect<Field extends string>(entries: [Field, string[]][]): AuthFormErrors<Field> {
  const errors: AuthFormErrors<Field> = {};
  for (const [field, messages] of entries) if (messages.length > 0) errors[field] = messages;
  return errors;
}

export function hasErrors<Field extends string>(errors: AuthFormErrors<Field>): boolean {
  return Object.values(errors).some((messages) => Array.isArray(messages) && messages.length > 0);
}

const emailErrors = (username: string, message: string) => (isValidEmail(username) ? [] : [message]);

export function validateSignup(form: { username: string; password: string }) {
  return collect<'username' | 'password'>([
    ['username', emailErrors(form.username, authMessages.emailInvalid)],
    ['password', passwordPolicyErrors(form.password)],
  ]);
}

export function validateLogin(form: { username: string; password: string }) {
  return collect<'username' | 'password'>([
    ['username', emailErrors(form.username, authMessages.loginEmailInvalid)],
    ['password', form.password === '' ? [authMessages.passwordRequired] : []],
  ]);
}

/** Resend from the login card needs only a valid email. */
export function validateResend(form: { username: string }) {
  return collect<'username'>([['username', emailErrors(form.username, authMessages.resendEmailInvalid)]]);
}

const codePattern = new RegExp(`^\\d{${limits.confirmationCodeLength}}$`);

export function validateConfirm(form: { username: string; code: string }) {
  return collect<'username' | 'code'>([
    ['username', emailErrors(form.username, authMessages.emailInvalid)],
    ['code', codePattern.test(form.code.trim()) ? [] : [authMessages.codeInvalid]],
  ]);
}

export function validateForgot(form: { username: string }) {
  return collect<'username'>([['username', emailErrors(form.username, authMessages.emailInvalid)]]);
}

export const passwordsMustMatch = 'Passwords must match.';

export function validateReset(form: { username: string; password: string; confirm_password: string }) {
  return collect<'username' | 'password' | 'confirm_password'>([
    ['username', emailErrors(form.username, authMessages.emailInvalid)],
    ['password', passwordPolicyErrors(form.password)],
    ['confirm_password', form.confirm_password === form.password ? [] : [passwordsMustMatch]],
  ]);
}
