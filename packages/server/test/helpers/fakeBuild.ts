import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applicantPreloadComment } from '@admissions/form-core';

/**
 * A built app as the server sees it (STATIC_DIR): index.html with the marker
 * the server fills with the tenant's head and the applicant's preloads after
 * the entry script, as the build writes it, and two hashed assets (a script and the applicant's stylesheet). With
 * `renderer` (a module's source), the server build's page renderer beside it,
 * where `npm run build` puts it.
 */
export function fakeBuild(options: { renderer?: string } = {}): { dir: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'app-build-'));
  const dir = join(root, 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  if (options.renderer !== undefined) {
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(root, 'dist-ssr', 'renderApplicantPage.js'), options.renderer);
  }
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" />\n<!--tenant-head-->\n' +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
      applicantPreloadComment(
        '<link rel="modulepreload" crossorigin href="/assets/ApplicantLayout-abc.js"> ' +
          '<link rel="preload" as="style" crossorigin href="/assets/signed-in-abc.css">',
      ) +
      '\n</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets/index-abc.js'), 'export {};');
  writeFileSync(join(dir, 'assets/signed-in-abc.css'), '.signed-in{color:#123456}');
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
