/** How the postal-code input looks and formats for a country (ISO alpha-3). */
export interface PostalCodeFormat {
  label: string;
  stateLabel: string;
  inputMode: 'numeric' | 'text';
  maxLength: number;
  autoCapitalize: 'characters' | 'off';
  hint?: string;
  format: (raw: string) => string;
}

const usa: PostalCodeFormat = {
  label: 'ZIP Code',
  stateLabel: 'State',
  inputMode: 'numeric',
  maxLength: 10,
  autoCapitalize: 'off',
  hint: '5 digits, or ZIP+4 (12345-6789)',
  // Digits, with the ZIP+4 dash inserted after the fifth digit.
  format: (raw) => {
    const digits = raw.replace(/\D/g, '').slice(0, 9);
    return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
  },
};

const canada: PostalCodeFormat = {
  label: 'Postal Code',
  stateLabel: 'Province/Territory',
  inputMode: 'text',
  maxLength: 7,
  autoCapitalize: 'characters',
  hint: 'For example K1A 0B1',
  // Upper-case letters and digits, a space after the third character (A1A 1A1).
  format: (raw) => {
    const chars = raw
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 6);
    return chars.length > 3 ? `${chars.slice(0, 3)} ${chars.slice(3)}` : chars;
  },
};

const other: PostalCodeFormat = {
  label: 'ZIP/Postal Code',
  stateLabel: 'State/Province',
  inputMode: 'text',
  maxLength: 10,
  autoCapitalize: 'characters',
  format: (raw) => raw,
};

export function postalCodeFormat(country: string): PostalCodeFormat {
  if (country === 'USA') return usa;
  if (country === 'CAN') return canada;
  return other;
}
