let changes = 0;

/**
 * Lookup changes committed by this process (an admin import, the bundled
 * seed). The search cache re-reads a category's version at once when this
 * count has moved, instead of waiting for its next periodic check; changes
 * made by other processes (other nodes, the admin CLI on PostgreSQL) show at
 * that check.
 */
export const localLookupChanges = {
  /** Call after the transaction that changed lookup records has committed. */
  note(): void {
    changes += 1;
  },
  get count(): number {
    return changes;
  },
};
