/**
 * The lookup changes committed through one server (an admin import, the
 * bundled seed), counted so that its search cache re-reads a category's
 * version at once when the count has moved instead of waiting for its next
 * periodic check. Changes made by other processes (other nodes, the admin
 * CLI on PostgreSQL) show at that check. One instance per server, made where
 * the server is composed and handed to whoever changes or searches lookups.
 */
export interface LookupChanges {
  /** Call after the transaction that changed lookup records has committed. */
  note(): void;
  readonly count: number;
}

export function createLookupChanges(): LookupChanges {
  let changes = 0;
  return {
    note() {
      changes += 1;
    },
    get count() {
      return changes;
    },
  };
}
