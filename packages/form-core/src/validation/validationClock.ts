/** Where the custom validation keywords read "now". */
export type ValidationClock = () => Date;

const realClock: ValidationClock = () => new Date();
let clock: ValidationClock = realClock;

/**
 * Replaces the clock the date and year keywords use at validation time (tests
 * pin a date); call without an argument to restore the real clock. Both
 * runtime and standalone validators read it, since standalone modules import
 * their keyword helpers from this package.
 */
export function setValidationClock(fn?: ValidationClock): void {
  clock = fn ?? realClock;
}

export function validationNow(): Date {
  return clock();
}
