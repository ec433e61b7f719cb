/** An error that becomes a JSON `{ message, ...body }` response with its status (see plugins/errorHandler.ts). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields of the response body, e.g. `errors` or `revision`. */
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
