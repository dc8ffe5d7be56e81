/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Requests to send in all. */
    amount?: number;
    /** Seconds to wait for one response. */
    timeout?: number;
    /** Milliseconds between samples. */
    sampleInt?: number;
  }

  export interface Result {
    /** Socket errors and timeouts. */
    errors: number;
  }

  export interface Instance extends EventEmitter {
    on(
      event: 'response',
      listener: (
        client: unknown,
        statusCode: number,
        bytes: number,
        responseTimeMs: number,
      ) => void,
    ): this;
  }

  function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
  export default autocannon;
}
