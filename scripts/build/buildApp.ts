import { execFileSync } from 'node:child_process';

/** The server's renderer of a signed-in applicant's form page (its own build: `vite build --ssr`). */
export const serverRendererEntry = 'src/ssr/renderApplicantPage.tsx';

/**
 * Builds the app as `npm run build` does: the browser's build (packages/app/dist), then the server's page renderer
 * (packages/app/dist-ssr). `extraArgs` go to the browser's build (e.g. --manifest).
 */
export function buildApp(repoRoot: string, extraArgs: string[] = []): void {
  const vite = (args: string[]) =>
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args], {
      cwd: repoRoot,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  vite(extraArgs);
  vite(['--ssr', serverRendererEntry]);
}
