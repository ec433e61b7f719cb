/** A failure the operator should read (unknown applicant, bad answers file, ...). */
export class AdminError extends Error {
  override name = 'AdminError';
}
