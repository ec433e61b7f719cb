/** Social-security-style number: digits only, grouped 3-2-4 with dashes as typed ('1234' -> '123-4'), at most 9 digits. */
export function formatSsn(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 9);
  const groups = [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5, 9)].filter((group) => group !== '');
  return groups.join('-');
}
