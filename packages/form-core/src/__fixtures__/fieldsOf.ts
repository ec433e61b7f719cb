/**
 * Lists every property of T, sorted: the type check fails when a field is
 * added to T and not to the list, so a test comparing the list with a JSON
 * Schema's properties keeps the two in step.
 */
export function fieldsOf<T>() {
  return <const K extends readonly (keyof T)[]>(...keys: K & ([keyof T] extends [K[number]] ? unknown : never)) =>
    [...keys].map(String).sort();
}
