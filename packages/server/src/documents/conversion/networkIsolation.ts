import { spawnSync } from 'node:child_process';
import { findExecutable } from '../documentsConfig.ts';
import { converterPath } from './libreOfficeConverter.ts';

/**
 * The command prefix that starts a program in a new network namespace of its
 * own (no interface but a loopback that is down: nothing can be reached), or
 * undefined when this platform does not allow it. `unshare --net` needs root
 * (or CAP_SYS_ADMIN); otherwise an unprivileged user namespace
 * (`--map-root-user`) may allow it. Tried once, with `true`, at start.
 */
export function detectNetworkIsolation(): string[] | undefined {
  const unshare = findExecutable('unshare', converterPath);
  const probe = findExecutable('true', converterPath);
  if (!unshare || !probe) return undefined;
  for (const flags of [['--net'], ['--net', '--map-root-user']]) {
    const result = spawnSync(unshare, [...flags, '--', probe], {
      env: { PATH: converterPath },
      stdio: 'ignore',
      timeout: 10_000,
    });
    if (result.status === 0) return [unshare, ...flags, '--'];
  }
  return undefined;
}
