/** Texts of the school search widget. */
export const schoolSearchTexts = {
  searchLabel: 'Search for Your School',
  notListed: 'My school is not listed',
  userEntered: 'Enter your school information below.',
  backToSearch: 'Search for my school instead',
  schoolName: 'School Name',
  addressSearchLabel: 'Search for Your Address',
  addressNotListed: 'My address is not listed',
  addressUserEntered: 'Enter your address below.',
  noData: 'There is no list of schools to search here, so please type in your school’s name and address.',
  addressNoData: 'There is no address search here, so please type in your address.',
} as const;
