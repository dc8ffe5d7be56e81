import { requestHeaders, type Call } from './calls';
import { loadRound, type Round } from './load-test';
import type { Profile } from './profiles';
import type { ServerProcess } from './server-process';

/** The fewest requests per connection a round sends, however slow the call. */
const LEAST_REQUESTS_PER_CONNECTION = 2;

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
 * Measures a call on the product and on the floor in alternating rounds, each side's figures
 * coming from its own rounds: a change in the machine's speed during the call falls on both. The
 * order flips every round (product, floor, floor, product, ...), so a steady drift does too. Each
 * side is first probed with a few requests and warmed up; its rounds then send as many requests
 * as it answered in a round's time while warming up.
 */
export async function measureAlternating(
  call: Call,
  servers: Record<Side, ServerProcess>,
  adminToken: string,
  profile: Profile,
): Promise<CallFigures> {
  const headers = requestHeaders(call, adminToken);
  const least = LEAST_REQUESTS_PER_CONNECTION * profile.connections;
  const load = (side: Side, requests: number) =>
    loadRound(servers[side], call, headers, profile.connections, requests);
  const requestsIn = (seconds: number, { requests, seconds: taken }: Round) =>
    Math.max(least, Math.round((requests / taken) * seconds));
  const warmUps = {} as Record<Side, Round[]>;
  for (const side of SIDES) {
    const probe = await load(side, least);
    warmUps[side] = [probe, await load(side, requestsIn(profile.warmUpSeconds, probe))];
  }
  const rounds: Record<Side, Round[]> = { product: [], floor: [] };
  for (let index = 0; index < profile.roundsPerSide; index += 1) {
    for (const side of index % 2 === 0 ? SIDES : [...SIDES].reverse())
      rounds[side].push(await load(side, requestsIn(profile.roundSeconds, warmUps[side][1]!)));
  }
  const warmUpErrors = (side: Side) => warmUps[side].reduce((sum, round) => sum + round.errors, 0);
  return {
    call,
    product: figuresOf(rounds.product, warmUpErrors('product')),
    floor: figuresOf(rounds.floor, warmUpErrors('floor')),
  };
}
