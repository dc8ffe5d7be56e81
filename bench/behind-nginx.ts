import { startNginx } from '../apps/server/test/cluster/processes';
import type { LoadResult } from './load-test';
import type { FigureRow } from './report';
import { removingAddedRows } from './seed-database';
import { startServer, type BenchDatabase, type ServerProcess } from './server-process';

/**
 * What a load test is aimed at: an origin, the CPU time of the servers behind it and, when the
 * database runs in processes of its own, theirs.
 */
export interface LoadTarget {
  origin: string;
  cpuTimeMs(): number;
  databaseCpuTimeMs?: () => number;
}

/**
 * The contact form's throughput through nginx (deploy/nginx.conf, as the cluster test runs it)
 * with one server, then with a second one on the same PostgreSQL database. Figures, not budgets:
 * on this machine nginx, both servers, PostgreSQL and the load generator share two cores.
 */
export async function contactFormBehindNginx(
  first: ServerProcess,
  database: BenchDatabase,
  measure: (target: LoadTarget) => Promise<LoadResult>,
  log: (line: string) => void,
): Promise<FigureRow[]> {
  const figure = (servers: number, result: LoadResult): FigureRow => ({
    name: `contact form through nginx, ${servers} server${servers === 1 ? '' : 's'}`,
    value: result.requestsPerSecond,
    unit: 'req/s',
    budget: null,
    // Failed requests mean the figure is not the form's.
    pass: result.errors > 0 ? false : null,
  });
  const measureBehind = async (servers: ServerProcess[]) => {
    const nginx = await startNginx(servers.map((server) => server.port));
    try {
      log(`Contact form through nginx, ${servers.length} server(s)`);
      const target: LoadTarget = {
        origin: nginx.url,
        cpuTimeMs: () => servers.reduce((sum, server) => sum + server.cpuTimeMs(), 0),
      };
      return figure(
        servers.length,
        await removingAddedRows(database, 'contacts', () => measure(target)),
      );
    } finally {
      await nginx.stop();
    }
  };

  const one = await measureBehind([first]);
  const second = await startServer(database);
  try {
    return [one, await measureBehind([first, second])];
  } finally {
    await second.stop();
  }
}
