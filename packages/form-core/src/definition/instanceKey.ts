/**
 * Add-another templates: `{n}` in a key becomes '' for the first instance and
 * `_2`, `_3`, ... for the next (`hs{n}_gpa` -> `hs_gpa`, `hs_2_gpa`), so the first
 * instance keeps the plain key the rest of the application already uses.
 */
export function instanceKey(template: string, n: number): string {
  return template.replaceAll('{n}', n === 1 ? '' : `_${n}`);
}

/** `{i}` in a label or text becomes the instance number: "High School {i}" -> "High School 2". */
export function instanceLabel(template: string, n: number): string {
  return template.replaceAll('{i}', String(n));
}
