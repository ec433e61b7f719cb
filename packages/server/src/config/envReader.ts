/**
 * Reads settings from an environment and collects a problem for each wrong
 * value instead of throwing at the first: a settings group reads everything,
 * then reports every mistake at once. A wrong value yields the fallback so
 * the group can go on.
 *
 * Every read goes through `env[name]`: configurationDocs.test.ts records the
 * names loadConfig looks up and checks docs/configuration.md lists them.
 */
export interface EnvReader {
  readonly env: NodeJS.ProcessEnv;
  readonly problems: string[];
  /** The raw value; undefined when unset or empty. */
  string(name: string): string | undefined;
  boolean(name: string, fallback: boolean): boolean;
  integer(name: string, fallback: number, range?: { min?: number; max?: number }): number;
  positiveNumber(name: string, fallback: number): number;
  /** A value from a fixed list. */
  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T;
  /** An absolute URL with one of `protocols` (e.g. ['http:', 'https:']); `secret` hides the value in messages. */
  url(name: string, protocols: readonly string[], options?: { secret?: boolean }): URL | undefined;
  /** Records a problem found by the group itself (a rule across settings, a file check). */
  problem(message: string): void;
}

/** setTimeout's limit: longer delays fire at once. */
export const maxTimerMs = 2 ** 31 - 1;

const quote = (value: string): string => JSON.stringify(value);

function describeProtocols(protocols: readonly string[]): string {
  const names = protocols.map((protocol) => `${protocol}//`);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

export function createEnvReader(env: NodeJS.ProcessEnv): EnvReader {
  const problems: string[] = [];
  const raw = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  return {
    env,
    problems,
    string: raw,
    boolean(name, fallback) {
      const value = raw(name);
      if (value === undefined) return fallback;
      if (/^(1|true|yes|on)$/i.test(value)) return true;
      if (/^(0|false|no|off)$/i.test(value)) return false;
      problems.push(`${name} must be true or false, got ${quote(value)}`);
      return fallback;
    },
    integer(name, fallback, range = {}) {
      const value = raw(name);
      if (value === undefined) return fallback;
      const number = /^[+-]?\d+$/.test(value) ? Number(value) : Number.NaN;
      const min = range.min ?? Number.MIN_SAFE_INTEGER;
      const max = range.max ?? Number.MAX_SAFE_INTEGER;
      if (Number.isSafeInteger(number) && number >= min && number <= max) return number;
      const expected =
        range.min !== undefined && range.max !== undefined
          ? `an integer between ${range.min} and ${range.max}`
          : range.min !== undefined
            ? `an integer of at least ${range.min}`
            : 'an integer';
      problems.push(`${name} must be ${expected}, got ${quote(value)}`);
      return fallback;
    },
    positiveNumber(name, fallback) {
      const value = raw(name);
      if (value === undefined) return fallback;
      const number = Number(value);
      if (Number.isFinite(number) && number > 0) return number;
      problems.push(`${name} must be a positive number, got ${quote(value)}`);
      return fallback;
    },
    oneOf(name, allowed, fallback) {
      const value = raw(name);
      if (value === undefined) return fallback;
      const match = allowed.find((candidate) => candidate === value.toLowerCase());
      if (match) return match;
      problems.push(`${name} must be one of ${allowed.join(', ')}, got ${quote(value)}`);
      return fallback;
    },
    url(name, protocols, options = {}) {
      const value = raw(name);
      if (value === undefined) return undefined;
      const expected = `${name} must be a URL starting with ${describeProtocols(protocols)}`;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        problems.push(`${expected}, got ${options.secret ? 'something else (value not shown)' : quote(value)}`);
        return undefined;
      }
      if (protocols.includes(url.protocol)) return url;
      problems.push(`${expected}, got ${options.secret ? `a ${url.protocol}// URL (value not shown)` : quote(value)}`);
      return undefined;
    },
    problem(message) {
      problems.push(message);
    },
  };
}
