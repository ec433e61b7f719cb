/**
 * How production starts the compiled server: `npm run serve` (and `npm
 * start`), the systemd unit in docs/deployment.md and the server benchmarks
 * all run this command, so what the benchmarks measure is what a node runs.
 *
 * `MALLOC_MMAP_THRESHOLD_` fixes glibc malloc's threshold for serving a block
 * from its own memory mapping at 128 KB. Left to itself, malloc raises that
 * threshold to the size of each large block freed (up to 32 MB): after the
 * first argon2 hash (19 MiB), the tenant check thread and PGlite's start,
 * such blocks come from malloc's arenas and stay resident once freed. With
 * the threshold fixed they are unmapped when freed. glibc reads the variable
 * when the process starts, so it must be in the environment node starts
 * with; other C libraries ignore it.
 */
export const serveEnvironment: Readonly<Record<string, string>> = { MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * node's arguments, from the repository root. `--heap-growing-percent=50`: V8
 * collects its old generation once it has grown by half since the last full
 * collection, instead of letting it grow up to fourfold first. Under load,
 * requests that wait for the database outlive the young generation, so the
 * old one fills with short-lived garbage: with V8's own factor, resident
 * memory swings between about 250 and 350 MB on PGlite, depending on when it
 * is read. Throughput measured the same within the noise (docs/deployment.md).
 */
export const serveArguments: readonly string[] = ['--heap-growing-percent=50', 'packages/server/dist/main.js'];

/** The command line `npm run serve` runs (a POSIX shell's form). */
export function serveCommandLine(): string {
  const assignments = Object.entries(serveEnvironment).map(([name, value]) => `${name}=${value}`);
  return [...assignments, 'node', ...serveArguments].join(' ');
}
