/**
 * Listeners grouped by topic (an answer key, or a named part of the state),
 * so that a change notifies only the listeners of what changed: a keystroke
 * in one field calls that field's listener, not every subscriber of the page.
 */
export interface TopicListeners {
  /** Adds a listener to each topic; returns the function that removes it from all of them. */
  subscribe(topics: readonly string[], listener: () => void): () => void;
  /**
   * Calls each listener of these topics once (a listener of several changed
   * topics is called once), in the order the listeners subscribed.
   */
  notify(topics: Iterable<string>): void;
  /** How many listeners a topic has (tests and diagnostics). */
  count(topic: string): number;
}

export function createTopicListeners(): TopicListeners {
  const byTopic = new Map<string, Set<() => void>>();
  // Each listener gets a rank when it subscribes: notify calls them in that order, as one store's subscribers are.
  const rank = new WeakMap<() => void, number>();
  let nextRank = 0;

  return {
    subscribe(topics, listener) {
      // The same function may subscribe twice (two hooks sharing a callback): each subscription is its own entry.
      const entry = () => listener();
      rank.set(entry, nextRank++);
      for (const topic of topics) {
        let set = byTopic.get(topic);
        if (!set) byTopic.set(topic, (set = new Set()));
        set.add(entry);
      }
      return () => {
        for (const topic of topics) {
          const set = byTopic.get(topic);
          set?.delete(entry);
          if (set?.size === 0) byTopic.delete(topic);
        }
      };
    },
    notify(topics) {
      let single: Set<() => void> | undefined;
      let several: Set<() => void> | undefined;
      for (const topic of topics) {
        const set = byTopic.get(topic);
        if (!set || set.size === 0) continue;
        if (!single) {
          single = set;
          continue;
        }
        several ??= new Set(single);
        for (const entry of set) several.add(entry);
      }
      if (!single) return;
      if (!several) {
        // Copied first: a listener may subscribe or unsubscribe others while we call them.
        for (const entry of [...single]) entry();
        return;
      }
      const ordered = [...several].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
      for (const entry of ordered) entry();
    },
    count(topic) {
      return byTopic.get(topic)?.size ?? 0;
    },
  };
}
