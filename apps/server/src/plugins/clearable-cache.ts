/**
 * Values made on first use and kept until `clear()` (or, with `maxAgeMs`, until they are that
 * old). A value whose making started before the last `clear()` is handed to the callers that
 * waited for it but not kept, so a page rendered from content that changed meanwhile is never
 * served after the change. A failed making is not kept either: the next caller tries again.
 */
export function createClearableCache<T>(options: { maxAgeMs?: number } = {}) {
  const entries = new Map<string, { value: Promise<T>; madeAt: number }>();
  let generation = 0;
  const fresh = (entry: { madeAt: number }) =>
    options.maxAgeMs === undefined || Date.now() - entry.madeAt < options.maxAgeMs;
  return {
    get(key: string, make: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      if (cached && fresh(cached)) return cached.value;
      const startedIn = generation;
      const entry = { value: make(), madeAt: Date.now() };
      entries.set(key, entry);
      entry.value.then(
        () => {
          if (startedIn !== generation && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.value;
    },
    /** Forgets one value: the next `get` of its key makes it again. */
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
