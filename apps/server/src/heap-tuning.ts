import v8 from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring for the server process (record 38). It is imported
 * first by `main.ts`, so it takes effect before the first collection.
 *
 * V8 moves an allocation site's objects straight into the old generation once most of those it
 * finds in a young collection are still alive. A page's rows, their values and the entities made
 * from them live exactly as long as their request, but a young collection always finds the pages
 * of the requests in flight alive, so V8 took their sites for long-lived ones: each list request
 * then left 17-28 KB in the old generation, each of those dead objects kept the young strings it
 * pointed to alive through the next young collections (copied each time, 4-8 ms a pause with 10
 * clients), and a full collection ran every few seconds to clear them.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
