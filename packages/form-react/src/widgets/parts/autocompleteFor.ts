/**
 * WCAG 1.3.5 (identify input purpose): the applicant's own identity, contact
 * and address answers get an `autocomplete` token. Keys of other people
 * (parents, counselors) and prefixed addresses other than mailing get none.
 */
const tokens: Readonly<Record<string, string>> = {
  first_name: 'given-name',
  middle_name: 'additional-name',
  last_name: 'family-name',
  suffix: 'honorific-suffix',
  preferred_name: 'nickname',
  birth_date: 'bday',
  email: 'email',
  username: 'email',
  phone_home: 'tel-national',
  phone_mobile: 'tel-national',
  phone_international: 'tel',
  phone_mobile_international: 'tel',
  address_line_1: 'address-line1',
  address_line_2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
  mailing_address_line_1: 'shipping address-line1',
  mailing_address_line_2: 'shipping address-line2',
  mailing_city: 'shipping address-level2',
  mailing_state: 'shipping address-level1',
  mailing_zip: 'shipping postal-code',
};

export function autocompleteFor(key: string): string | undefined {
  return tokens[key];
}
