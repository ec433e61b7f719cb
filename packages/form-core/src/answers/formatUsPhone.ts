/**
 * US phone number `(xxx) xxx-xxxx`, formatted as typed ('212' -> '(212',
 * '2125' -> '(212) 5'), at most 10 digits. A leading 1 (the country code) is
 * dropped: no US area code starts with 1.
 */
export function formatUsPhone(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^1/, '').slice(0, 10);
  if (digits === '') return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6, 10);
  if (exchange === '') return `(${area}`;
  if (line === '') return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
}
