/**
 * Where the app is (path, query, hash, the state a navigation carried, a key
 * per history entry) and how it moves: the browser's History API, or an
 * in-memory list of entries for tests.
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that made this entry carried (`navigate(to, { state })`); null when none. */
  state: unknown;
  /** Unique per history entry ('default' for the entry the page was loaded with). */
  key: string;
}

/** A target: a path with optional `?query` and `#hash`, or its parts. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A memory history's starting entries. */
export type InitialEntry = string | Partial<Location>;

export interface RouterHistory {
  readonly location: Location;
  /** Makes `to` the current entry: a new one, or in place of the current one (`replace`). */
  go(to: To, options?: NavigateOptions): void;
  /** Calls `listener` after every change of location (navigations, back and forward). */
  listen(listener: () => void): () => void;
  /** The URL of a target, for links. */
  href(to: To): string;
}

let keyCounter = 0;
const newKey = (): string => `${Date.now().toString(36)}${(keyCounter++).toString(36)}`;

/** A target resolved against the current location (a path alone keeps nothing of it). */
export function resolveTo(to: To, from: Pick<Location, 'pathname'>): Pick<Location, 'pathname' | 'search' | 'hash'> {
  if (typeof to !== 'string') {
    return { pathname: to.pathname ?? from.pathname, search: to.search ?? '', hash: to.hash ?? '' };
  }
  const url = new URL(to, `http://app${from.pathname}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function createPath({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  const fragment = hash && !hash.startsWith('#') ? `#${hash}` : hash;
  return `${pathname}${query}${fragment}`;
}

interface EntryState {
  usr: unknown;
  key: string;
}

function readEntryState(value: unknown): EntryState | undefined {
  return value && typeof value === 'object' && 'key' in value ? (value as EntryState) : undefined;
}

/** The browser's history: pushState/replaceState with the state and key of each entry, popstate for back/forward. */
export function createBrowserHistory(win: Window = window): RouterHistory {
  const read = (): Location => {
    const entry = readEntryState(win.history.state);
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  let location = read();
  const listeners = new Set<() => void>();
  const notify = () => {
    location = read();
    for (const listener of [...listeners]) listener();
  };
  win.addEventListener('popstate', notify);
  return {
    get location() {
      return location;
    },
    go(to, options = {}) {
      const target = resolveTo(to, location);
      const entry: EntryState = { usr: options.state ?? null, key: newKey() };
      if (options.replace) win.history.replaceState(entry, '', createPath(target));
      else win.history.pushState(entry, '', createPath(target));
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    href: (to) => createPath(resolveTo(to, location)),
  };
}

/** A history in memory (tests): the entries given, the last one current. */
export function createMemoryHistory(initialEntries: InitialEntry[] = ['/']): RouterHistory {
  const toLocation = (entry: InitialEntry, index: number): Location => {
    const parts = resolveTo(
      typeof entry === 'string' ? entry : createPath({ pathname: '/', search: '', hash: '', ...entry }),
      {
        pathname: '/',
      },
    );
    const state = typeof entry === 'string' ? null : (entry.state ?? null);
    return { ...parts, state, key: index === 0 ? 'default' : newKey() };
  };
  const entries = (initialEntries.length > 0 ? initialEntries : ['/']).map(toLocation);
  let index = entries.length - 1;
  const listeners = new Set<() => void>();
  return {
    get location() {
      return entries[index] as Location;
    },
    go(to, options = {}) {
      const location: Location = {
        ...resolveTo(to, entries[index] as Location),
        state: options.state ?? null,
        key: newKey(),
      };
      if (options.replace) entries[index] = location;
      else {
        entries.splice(index + 1, entries.length, location);
        index += 1;
      }
      for (const listener of [...listeners]) listener();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    href: (to) => createPath(resolveTo(to, entries[index] as Location)),
  };
}
