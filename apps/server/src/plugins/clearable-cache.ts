/**
 * Values made on first use and kept until `clear()`. A value whose making started before the
 * last `clear()` is handed to the callers that waited for it but not kept, so a page rendered
 * from content that changed meanwhile is never served after the change. A failed making is not
 * kept either: the next caller tries again.
 */
export function createClearableCache<T>() {
  const entries = new Map<string, Promise<T>>();
  let generation = 0;
  return {
    get(key: string, make: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      if (cached) return cached;
      const startedIn = generation;
      const value = make();
      entries.set(key, value);
      value.then(
        () => {
          if (startedIn !== generation && entries.get(key) === value) entries.delete(key);
        },
        () => {
          if (entries.get(key) === value) entries.delete(key);
        },
      );
      return value;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}
