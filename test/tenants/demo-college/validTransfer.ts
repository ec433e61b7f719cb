import type { Answers } from '@admissions/form-core';

/** A complete demo-college transfer application (every required answer, the first college, no associate degree). */
export const validTransfer: Answers = {
  legal_first_name: 'Rosa',
  legal_last_name: 'Delgado',
  date_of_birth: '2004-03-09',
  phone: '(608) 555-0142',
  home_address_line_1: '210 Elm Street',
  home_city: 'Madison',
  home_state: 'WI',
  home_zip: '53703',
  home_country: 'USA',
  wisconsin_resident: 'Y',
  wisconsin_resident_desc: 'Yes',
  intended_term: '2027FA',
  intended_term_desc: 'Fall 2027',
  intended_program: 'NUR',
  intended_program_desc: 'Nursing (BSN)',
  college_name: 'Madison Area Technical College',
  college_credits: '45',
  associate_degree: 'N',
  associate_degree_desc: 'No',
  certify: true,
};
