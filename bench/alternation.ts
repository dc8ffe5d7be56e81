import { requestHeaders, type Call } from './calls';
import { loadRound, type Round } from './load-test';
import type { Profile } from './profiles';
import type { ServerProcess } from './server-process';

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
 * Measures a call on the product and on the floor in alternating rounds, each side's figures
 * coming from its own rounds: a change in the machine's speed during the call falls on both. The
 * order flips every round (product, floor, floor, product, ...), so a steady drift does too.
 */
export async function measureAlternating(
  call: Call,
  servers: { product: ServerProcess; floor: ServerProcess },
  adminToken: string,
  profile: Profile,
): Promise<CallFigures> {
  const headers = requestHeaders(call, adminToken);
  const load = (side: keyof typeof servers, seconds: number) =>
    loadRound(servers[side], call, headers, profile.connections, seconds);
  const warmUpErrors = {
    product: (await load('product', profile.warmUpSeconds)).errors,
    floor: (await load('floor', profile.warmUpSeconds)).errors,
  };
  const rounds: Record<keyof typeof servers, Round[]> = { product: [], floor: [] };
  for (let index = 0; index < profile.roundsPerSide; index += 1) {
    const order =
      index % 2 === 0 ? (['product', 'floor'] as const) : (['floor', 'product'] as const);
    for (const side of order) rounds[side].push(await load(side, profile.roundSeconds));
  }
  return {
    call,
    product: figuresOf(rounds.product, warmUpErrors.product),
    floor: figuresOf(rounds.floor, warmUpErrors.floor),
  };
}
