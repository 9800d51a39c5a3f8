/**
 * Runs `work` on every item, at most `limit` at a time, in the items' order. After the first
 * failure no new item is begun; the ones running are let finish (each on its own signal), and
 * then that first failure is thrown, so the caller never goes on while work it began still runs.
 */
export async function atMostAtOnce<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async (): Promise<void> => {
    while (failure === null && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure !== null) throw (failure as { error: unknown }).error;
}
