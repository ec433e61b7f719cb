/** An add-another group of up to three high schools, each with one text question: `hs_name`, `hs_2_name`, ... */
export const highSchoolsGroup = {
  kind: 'addAnother' as const,
  id: 'high_schools',
  buttonLabel: 'Add another high school',
  instanceTitle: 'High School {i}',
  max: 3,
  template: [{ key: 'hs{n}_name', widget: 'text', label: 'Name of High School {i}' }],
};
