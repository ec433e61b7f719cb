import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoContext, demoPage } from './support/demoForm.ts';
import { renderForm } from './support/renderForm.tsx';

const answers = {
  first_name: 'Ana',
  ssn: '123-45-6789',
  birth_date: '2004-02-09',
  gender: 'F',
  gender_desc: 'Female',
  phone_mobile: '(954) 555-1234',
  optin_sms_ind: true,
  address_line_1: '1 Main St',
  address_line_2: '4B',
  city: 'Toronto',
  state: 'ON',
  zip: 'M5V 2T6',
  country: 'CAN',
  mailing_addr_same_as_perm_addr: 'N',
  mailing_addr_same_as_perm_addr_desc: 'No',
  mailing_city: 'Ottawa',
  citizenship: 'CAN',
  citizenship_desc: 'Canada',
  military_ind: true,
  military_start_month: '3',
  military_start_year: '2023',
  race_asian: true,
  race_white: false,
  hs_name: 'Lincoln High School',
  hs_ceeb: '101234',
  hs_city: 'Tampa',
  hs_2_name: 'Escola Nova',
  sat_math: '',
  act_composite: '31',
  essay: 'Line one.\nLine two.',
};

function renderReadOnly(documents = {}) {
  return renderForm({
    page: demoPage,
    context: demoContext,
    answers,
    mode: 'readOnly',
    state: { tabs: { test_tabs: 'act' }, addAnother: { high_schools: 2 } },
    services: { documents },
  });
}

/** The answer text shown for a question label. */
function answerOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('read-only mode', () => {
  it('has no inputs and no buttons', () => {
    const { container } = renderReadOnly();
    expect(container.querySelectorAll('input, select, textarea, button, [role="combobox"]')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Demo Application' })).toBeInTheDocument();
  });

  it('shows each visible question as label and answer text', () => {
    renderReadOnly();
    expect(answerOf('First Name')).toBe('Ana');
    expect(answerOf('Gender')).toBe('Female');
    expect(answerOf('Date of Birth')).toBe('February 9, 2004');
    expect(answerOf('Start date')).toBe('March 2023');
    expect(answerOf('I have served in the armed forces')).toBe('Yes');
    expect(answerOf('Race')).toBe('Asian');
    expect(answerOf('Cell Phone')).toBe('(954) 555-1234Text message updates: Yes');
    expect(answerOf('Permanent Address')).toBe('1 Main StApt. 4BToronto, Ontario, M5V 2T6Canada');
    expect(answerOf('Mailing City')).toBe('Ottawa');
    expect(answerOf('Personal Statement')).toBe('Line one.\nLine two.');
    expect(answerOf('Visa Status')).toBe('Not answered');
  });

  it('leaves out hidden questions', () => {
    renderReadOnly();
    // citizenship CAN: the USA case of the switch is hidden.
    expect(screen.queryByText('US Passport Number')).not.toBeInTheDocument();
  });

  it('shows every add-another instance and only the chosen tab', () => {
    renderReadOnly();
    expect(screen.getByRole('heading', { name: 'High School 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'High School 2' })).toBeInTheDocument();
    expect(answerOf('High School 1')).toBe('Lincoln High SchoolCEEB code: 101234Tampa');
    expect(answerOf('High School 2')).toBe('Escola Nova');
    expect(answerOf('Which test did you take?')).toBe('ACT');
    expect(answerOf('ACT Composite')).toBe('31');
    expect(screen.queryByText('SAT Math')).not.toBeInTheDocument();
  });

  it('notes attached documents by file name', () => {
    renderForm({
      page: demoPage,
      context: demoContext,
      mode: 'readOnly',
      services: { documents: { sat_report: { file_name: 'sat-scores.pdf', file_size: 1000 } } },
    });
    expect(answerOf('SAT Score Report')).toBe('Document attached: sat-scores.pdf');
    const section = screen.getByRole('region', { name: 'Education' });
    expect(within(section).getByText('Document attached: sat-scores.pdf')).toBeInTheDocument();
  });
});
