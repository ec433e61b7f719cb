/** The media type of a Content-Type header without parameters, lower-cased (`application/json; charset=utf-8` -> `application/json`). */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}
