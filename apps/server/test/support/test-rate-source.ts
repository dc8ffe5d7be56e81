import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestRateSource {
  url: string;
  /** How many requests reached the source. */
  hits: () => number;
  /**
   * What the next requests get: a PKR rate, an HTTP failure, or no answer at all. Requests left
   * waiting get the new answer too.
   */
  answer: (next: { pkr: unknown } | { status: number } | 'hang') => void;
  close: () => Promise<void>;
}

/** A stand-in for the exchange-rate API on 127.0.0.1, answering `{base: 'EUR', rates: {PKR}}`. */
export async function startTestRateSource(
  initial: { pkr: unknown } | { status: number } | 'hang',
): Promise<TestRateSource> {
  let next = initial;
  let hits = 0;
  const hanging = new Set<ServerResponse>();
  const respond = (response: ServerResponse) => {
    if (next === 'hang') {
      hanging.add(response);
      return;
    }
    if ('status' in next) {
      response
        .writeHead(next.status, { 'content-type': 'application/json' })
        .end('{"result":"error"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        result: 'success',
        base_code: 'EUR',
        rates: { EUR: 1, PKR: next.pkr, USD: 1.08 },
      }),
    );
  };
  const server = createServer((_request: IncomingMessage, response: ServerResponse) => {
    hits += 1;
    respond(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v6/latest/EUR`,
    hits: () => hits,
    answer: (value) => {
      next = value;
      if (value === 'hang') return;
      for (const response of hanging) respond(response);
      hanging.clear();
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
