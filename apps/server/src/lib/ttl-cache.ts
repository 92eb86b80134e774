/**
 * A small time-boxed cache. Concurrent misses for one key share a single load, so a burst
 * of requests after expiry costs one database query.
 */
export const createTtlCache = <T>(ttlMs: number, maxEntries = 500) => {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { expires: now + ttlMs, value });
      // A failed load must not be served from the cache.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
};
