/**
 * Runs `total` jobs on `clients` concurrent workers, each taking the next job number when it is
 * free, as that many independent clients would. When a job throws, no worker starts another one,
 * and the run rejects with that error once the jobs already running have ended.
 */
export async function runOnClients(
  total: number,
  clients: number,
  job: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (next < total && !failure) {
      const index = next;
      next += 1;
      try {
        await job(index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(clients, total) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}
