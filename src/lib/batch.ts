/**
 * Collects the keys asked for during one tick and loads them with a single call: a page of cards
 * that each ask for their own row (a provider's rating) makes one request, not one per card.
 * Batches are kept per `owner` (the client the rows are read with).
 */
export function createBatchLoader<Owner extends object, K, V>(
  loadMany: (owner: Owner, keys: K[]) => Promise<Map<K, V>>,
  /** What a key the call did not return stands for (a provider nobody reviewed yet). */
  missing: (key: K) => V,
) {
  interface Waiting {
    keys: Map<K, { resolve: (value: V) => void; reject: (error: unknown) => void }[]>;
  }
  const open = new WeakMap<Owner, Waiting>();

  async function flush(owner: Owner, batch: Waiting) {
    open.delete(owner);
    const keys = [...batch.keys.keys()];
    try {
      const found = await loadMany(owner, keys);
      for (const [key, waiters] of batch.keys) {
        const value = found.has(key) ? found.get(key)! : missing(key);
        waiters.forEach((w) => w.resolve(value));
      }
    } catch (error) {
      batch.keys.forEach((waiters) => waiters.forEach((w) => w.reject(error)));
    }
  }

  return function load(owner: Owner, key: K): Promise<V> {
    let batch = open.get(owner);
    if (!batch) {
      const created: Waiting = { keys: new Map() };
      open.set(owner, created);
      // After the current tick: every card rendered in this pass has asked by then.
      setTimeout(() => void flush(owner, created), 0);
      batch = created;
    }
    const waiting = batch;
    return new Promise<V>((resolve, reject) => {
      const list = waiting.keys.get(key) ?? [];
      list.push({ resolve, reject });
      waiting.keys.set(key, list);
    });
  };
}
