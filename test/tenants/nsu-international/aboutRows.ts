import { currentYear, isoDateBefore } from './validAnswers.ts';
import type { ValidationRow } from './validationRow.ts';

const usPermanentAddress = { country: 'USA', state: 'VA', zip: '23504' };
const noPhones = { phone_home: '', phone_mobile: '', phone_international: '', phone_mobile_international: '' };
const serving = { armed_forces_status: 'CS', anticipated_armed_forces_status: '', military_branch: 'NAVY' };

export const aboutRows: ValidationRow[] = [
  // required fields: the message is the label
  { name: 'first name required', change: { first_name: '' }, expected: { first_name: ['First Name'] } },
  { name: 'last name required', change: { last_name: '' }, expected: { last_name: ['Last Name'] } },
  { name: 'gender required', change: { gender: '', gender_desc: '' }, expected: { gender: ['Gender'] } },
  { name: 'address required', change: { address_line_1: '' }, expected: { address_line_1: ['Address'] } },
  { name: 'city required', change: { city: '' }, expected: { city: ['City'] } },
  { name: 'country required', change: { country: '' }, expected: { country: ['Country'] } },
  { name: 'citizen type required', change: { citizenship_type: '' }, expected: { citizenship_type: ['Citizen Type'] } },

  // permanent address: state and zip for USA and CAN
  { name: 'USA needs a state', change: { ...usPermanentAddress, state: '' }, expected: { state: ['State/Province'] } },
  { name: 'USA needs a zip', change: { ...usPermanentAddress, zip: '' }, expected: { zip: ['ZIP/Postal Code'] } },
  {
    name: 'CAN needs state and postal code',
    change: { country: 'CAN', state: '', zip: '' },
    expected: { state: ['State/Province'], zip: ['ZIP/Postal Code'] },
  },
  {
    name: 'a 4-character US zip is too short',
    change: { ...usPermanentAddress, zip: '2350' },
    expected: { zip: ['ZIP/Postal Code must be at least 5 characters.'] },
  },
  { name: 'a 5-character zip is enough', change: { ...usPermanentAddress, zip: '23504' }, expected: {} },
  { name: 'other countries need no state or zip', change: { country: 'GBR', state: '', zip: '' }, expected: {} },
  { name: 'other countries may use 4-digit postal codes', change: { country: 'AUS', zip: '2000' }, expected: {} },

  // mailing address
  {
    name: 'a separate mailing address needs address, city and country',
    change: { mailing_address_line_1: '', mailing_city: '', mailing_country: '', mailing_state: '', mailing_zip: '' },
    expected: {
      mailing_address_line_1: ['Mailing Address: Address'],
      mailing_city: ['Mailing Address: City'],
      mailing_country: ['Mailing Address: Country'],
    },
  },
  {
    name: 'a US mailing address needs state and zip',
    change: { mailing_state: '', mailing_zip: '' },
    expected: { mailing_state: ['Mailing Address: State/Province'], mailing_zip: ['Mailing Address: ZIP/Postal Code'] },
  },
  {
    name: 'a short mailing zip',
    change: { mailing_country: 'CAN', mailing_zip: 'K1A' },
    expected: { mailing_zip: ['Mailing Address: ZIP/Postal Code must be at least 5 characters.'] },
  },
  {
    name: 'no mailing rules when the mailing address is the permanent one',
    change: { mailing_addr_same_as_perm_addr: 'Y', mailing_address_line_1: '', mailing_city: '', mailing_zip: '' },
    expected: {},
  },

  // birth date
  {
    name: 'birth date required',
    change: { birth_date: '' },
    expected: { birth_date: ['A valid date of birth is required.'] },
  },
  {
    name: 'birth date must be a real date',
    change: { birth_date: '2007-02-30' },
    expected: { birth_date: ['A valid date of birth is required.'] },
  },
  { name: 'born exactly 100 years ago', change: { birth_date: isoDateBefore(100) }, expected: {} },
  {
    name: 'born more than 100 years ago',
    change: { birth_date: isoDateBefore(100, 1) },
    expected: { birth_date: ['This date is not supported. Please contact help support for assistance.'] },
  },
  { name: 'exactly 13 years old', change: { birth_date: isoDateBefore(13) }, expected: {} },
  {
    name: 'one day short of 13',
    change: { birth_date: isoDateBefore(13, -1) },
    expected: { birth_date: ['You must be 13 years or older to apply.'] },
  },

  // phones
  {
    name: 'home phone pattern',
    change: { phone_home: '(123) 555-0101' },
    expected: { phone_home: ['Please enter a valid home phone number.'] },
  },
  {
    name: 'home phone exchange cannot start with 1',
    change: { phone_home: '(757) 155-0101' },
    expected: { phone_home: ['Please enter a valid home phone number.'] },
  },
  { name: 'a valid home phone', change: { phone_home: '(212) 555-0101' }, expected: {} },
  {
    name: 'cell phone pattern',
    change: { phone_mobile: '757-555-0123' },
    expected: { phone_mobile: ['Please enter a valid cell phone number.'] },
  },
  {
    name: 'one phone number is required',
    change: { ...noPhones, optin_sms_ind: false },
    expected: { phone_home: ['Please enter a domestic or international home phone or cell phone number.'] },
  },
  {
    name: 'an international home phone alone is enough',
    change: { ...noPhones, optin_sms_ind: false, phone_international: '+44 20 7946 0958' },
    expected: {},
  },
  {
    name: 'text updates need a cell phone',
    change: { phone_mobile: '', optin_sms_ind: true },
    expected: {
      phone_mobile: ['A domestic or international cell phone number is required to receive text message updates.'],
    },
  },
  {
    name: 'an international cell phone is enough for text updates',
    change: { phone_mobile: '', phone_mobile_international: '+234 803 555 0199', optin_sms_ind: true },
    expected: {},
  },
  {
    name: 'international phone format',
    change: { phone_international: 'call me' },
    expected: { phone_international: ['Please enter a valid international home phone number.'] },
  },

  // citizenship
  {
    name: 'permanent residents give citizenship and A-number',
    change: { citizenship_type: '2', citizenship: '', alien_registration_number: '' },
    expected: { citizenship: ['Country of Citizenship'], alien_registration_number: ['Alien Registration Number'] },
  },
  {
    name: 'citizens of another country give a visa status',
    change: { citizenship_visa_status: '' },
    expected: { citizenship_visa_status: ['Visa Status'] },
  },
  {
    name: 'U.S. citizens are not asked',
    change: { citizenship_type: '1', citizenship: '', citizenship_visa_status: '' },
    expected: {},
  },

  // military year windows (-74 / +2 / +5)
  {
    name: 'start year at the minimum',
    change: { ...serving, military_start_year: `${currentYear - 74}` },
    expected: {},
  },
  {
    name: 'start year below the minimum',
    change: { ...serving, military_start_year: `${currentYear - 75}` },
    expected: { military_start_year: [`The minimum supported year is ${currentYear - 74}`] },
  },
  {
    name: 'start year at the maximum',
    change: { ...serving, military_start_year: `${currentYear + 2}` },
    expected: {},
  },
  {
    name: 'start year above the maximum',
    change: { ...serving, military_start_year: `${currentYear + 3}` },
    expected: { military_start_year: [`The maximum supported year is ${currentYear + 2}`] },
  },
  { name: 'end year at the maximum', change: { ...serving, military_end_year: `${currentYear + 5}` }, expected: {} },
  {
    name: 'end year above the maximum',
    change: { ...serving, military_end_year: `${currentYear + 6}` },
    expected: { military_end_year: [`The maximum supported year is ${currentYear + 5}`] },
  },
  {
    name: 'end year below the minimum, third branch',
    change: { ...serving, military_3_end_year: `${currentYear - 80}` },
    addAnother: { military_branch: 3 },
    expected: { military_3_end_year: [`The minimum supported year is ${currentYear - 74}`] },
  },
  {
    name: 'years of a branch not shown are not checked',
    change: { ...serving, military_3_end_year: `${currentYear - 80}` },
    expected: {},
  },
  {
    name: 'years are not checked when the applicant has not served',
    change: { military_start_year: `${currentYear - 80}` },
    expected: {},
  },

  // family
  {
    name: 'family member 1 email',
    change: { parent_email: 'chioma.okafor' },
    expected: { parent_email: ['Family Member 1: Please enter a valid email address.'] },
  },
  {
    name: 'family member 1 phone',
    change: { parent_phone: '555-0188' },
    expected: { parent_phone: ['Family Member 1: Please enter a valid phone number.'] },
  },
  {
    name: 'family member 2 email and phone',
    change: { parent_2_email: 'emeka@', parent_2_phone: '(011) 555-0101' },
    expected: {
      parent_2_email: ['Family Member 2: Please enter a valid email address.'],
      parent_2_phone: ['Family Member 2: Please enter a valid phone number.'],
    },
  },
  {
    name: 'other family member email and phone',
    change: { other_email: 'aunt at example.com', other_phone: '12345' },
    expected: {
      other_email: ['Other Family Member: Please enter a valid email address.'],
      other_phone: ['Other Family Member: Please enter a valid phone number.'],
    },
  },
];
