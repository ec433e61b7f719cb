/**
 * index.html carries the modulepreload links of a logged-in applicant's chunks inside one comment. The build writes
 * it (`applicantPreloadComment`); the server finds it (`applicantPreloadPattern`, the links in group 1), opens it in a
 * page that may be logged in and removes it from a visitor's, who never loads those chunks. Both sides use these two,
 * so the build's format and the server's reading cannot drift apart.
 */
export function applicantPreloadComment(links: string): string {
  return `<!--applicant-preload ${links}-->`;
}

export const applicantPreloadPattern = /<!--applicant-preload ([^]*?)-->/;
