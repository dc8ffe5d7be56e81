import { setTimeout as sleep } from 'node:timers/promises';
import { requestHeaders, type Call } from './calls';
import { loadRound, type Round } from './load-test';
import type { Profile } from './profiles';
import type { ServerProcess } from './server-process';

/** The benchmark's processes count as idle once they use at most this CPU time ... */
const IDLE_CPU_MS = 10;
/** ... in this long: a tenth of a core, the least /proc tells apart. */
const IDLE_WINDOW_MS = 100;
/** Past this, the next round starts even if they are still busy. */
const SETTLE_LIMIT_MS = 10_000;

const SIDES = ['product', 'floor'] as const;
type Side = (typeof SIDES)[number];

/** One side's figures for one call, from all its rounds together. */
export interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
  cpuMsPerRequest: number;
  errors: number;
}

export interface CallFigures {
  call: Call;
  product: Figures;
  floor: Figures;
}

function figuresOf(rounds: Round[], warmUpErrors: number): Figures {
  const sum = (figure: (round: Round) => number) =>
    rounds.reduce((total, round) => total + figure(round), 0);
  const requests = sum((round) => round.requests);
  const latencies = rounds.flatMap((round) => round.latenciesMs).sort((a, b) => a - b);
  return {
    requestsPerSecond: requests / sum((round) => round.seconds),
    p99Ms: latencies[Math.max(0, Math.ceil(latencies.length * 0.99) - 1)] ?? Number.NaN,
    cpuMsPerRequest: sum((round) => round.cpuMs) / Math.max(1, requests),
    errors: warmUpErrors + sum((round) => round.errors),
  };
}

/**
 * Waits until the servers and the database have finished the requests a round left running: when
 * it stops, a slow search goes on to its end, and that work must not fall into the other side's
 * round.
 */
async function settle(cpuTimeMs: () => number): Promise<void> {
  const deadline = performance.now() + SETTLE_LIMIT_MS;
  for (let before = cpuTimeMs(); performance.now() < deadline;) {
    await sleep(IDLE_WINDOW_MS);
    const now = cpuTimeMs();
    if (now - before <= IDLE_CPU_MS) return;
    before = now;
  }
}

/**
 * Measures a call on the product and on the floor in alternating rounds, each side's figures
 * coming from its own rounds: a change in the machine's speed during the call falls on both. The
 * order flips every round (product, floor, floor, product, ...), so a steady drift does too.
 * Before a round of the other side than the last, the benchmark's processes must be idle
 * (`busyCpuTimeMs`: both servers' CPU time and the database's).
 */
export async function measureAlternating(
  call: Call,
  servers: Record<Side, ServerProcess>,
  adminToken: string,
  profile: Profile,
  busyCpuTimeMs: () => number,
): Promise<CallFigures> {
  const headers = requestHeaders(call, adminToken);
  const load = (side: Side, seconds: number) =>
    loadRound(servers[side], call, headers, profile.connections, seconds);
  // The floor first: whatever the product's warm-up leaves running is the product's own load.
  const floorWarmUp = await load('floor', profile.warmUpSeconds);
  const productWarmUp = await load('product', profile.warmUpSeconds);
  const rounds: Record<Side, Round[]> = { product: [], floor: [] };
  let last: Side = 'product';
  for (let index = 0; index < profile.roundsPerSide; index += 1) {
    for (const side of index % 2 === 0 ? SIDES : [...SIDES].reverse()) {
      if (side !== last) await settle(busyCpuTimeMs);
      rounds[side].push(await load(side, profile.roundSeconds));
      last = side;
    }
  }
  return {
    call,
    product: figuresOf(rounds.product, productWarmUp.errors),
    floor: figuresOf(rounds.floor, floorWarmUp.errors),
  };
}
