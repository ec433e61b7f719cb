import { useEffect, useRef, useState } from 'react';
import type { LookupCategory, LookupItem } from '@admissions/contracts';
import { debounce } from '../../timing/debounce.ts';
import type { Debounced } from '../../timing/debounce.ts';

/** Lookup calls wait for 200 ms of quiet typing, but at most 500 ms: few requests, yet suggestions keep up with fast typing. */
export const lookupDebounce = { wait: 200, maxWait: 500 } as const;

type Lookup = (query: string, category: LookupCategory) => Promise<LookupItem[]>;

/**
 * Debounced lookup suggestions for a query. Only the latest request's answer
 * is kept; a failure (or no lookup service) yields no suggestions, never an error.
 */
export function useLookupSuggestions(lookup: Lookup | undefined, category: LookupCategory) {
  const [suggestions, setSuggestions] = useState<LookupItem[]>([]);
  const latest = useRef(0);
  const lookupRef = useRef(lookup);
  useEffect(() => {
    lookupRef.current = lookup;
  });

  const search = useRef<Debounced<[string]> | null>(null);
  useEffect(() => {
    const debounced = debounce((query: string) => {
      const request = ++latest.current;
      const run = lookupRef.current;
      if (!run) return;
      run(query, category).then(
        (items) => {
          if (request === latest.current) setSuggestions(Array.isArray(items) ? items : []);
        },
        () => {
          if (request === latest.current) setSuggestions([]);
        },
      );
    }, lookupDebounce);
    search.current = debounced;
    return () => debounced.cancel();
  }, [category]);

  const update = (query: string) => {
    if (query.trim() === '') {
      search.current?.cancel();
      latest.current += 1;
      setSuggestions([]);
      return;
    }
    search.current?.(query.trim());
  };
  return { suggestions, update };
}
