/**
 * The budgets of issue 8 on the project's 2-core machine. A budget is an upper limit (latency,
 * time, memory, size) or a lower limit (throughput) on one figure of a measurement.
 */
export interface Budget {
  /** `max`: the figure must stay at or under `limit`; `min`: at or above it. */
  kind: 'max' | 'min';
  limit: number;
  unit: 'ms' | 'req/s' | 'MB' | 'KB';
}

export const BUDGETS = {
  /** Any list page, 25 rows, at 10 connections: p99 latency. */
  listPageP99: { kind: 'max', limit: 25, unit: 'ms' },
  /** A public page rendered from the database and kept in memory, at 10 connections: p99 latency. */
  serverRenderedPageP99: { kind: 'max', limit: 25, unit: 'ms' },
  /** `POST /api/contacts` at 10 connections. */
  contactFormThroughput: { kind: 'min', limit: 2_000, unit: 'req/s' },
  /** A 100-line invoice PDF, one request at a time: p99 latency. */
  largePdfP99: { kind: 'max', limit: 200, unit: 'ms' },
  /** From process start to the first healthy `/healthz`. */
  startup: { kind: 'max', limit: 1_500, unit: 'ms' },
  /** Resident memory of the idle server after start-up. */
  idleMemory: { kind: 'max', limit: 150, unit: 'MB' },
  /**
   * How far the server's resident memory rises over what it was while the CSV export of 100,000
   * applications streams (the rows are read from a cursor, so it must not grow with them).
   */
  csvExportMemoryGrowth: { kind: 'max', limit: 50, unit: 'MB' },
  // The home page's JavaScript budget (100 KB gzip) is the web budgets script's own.
} as const satisfies Record<string, Budget>;

/**
 * Whether a figure meets its budget, allowing `tolerance` times the budget: with tolerance 3 a
 * 25 ms limit fails only above 75 ms, and a 2,000 req/s floor only below 667 req/s.
 */
export function meetsBudget(value: number, budget: Budget, tolerance = 1): boolean {
  return budget.kind === 'max'
    ? value <= budget.limit * tolerance
    : value >= budget.limit / tolerance;
}

export function describeBudget(budget: Budget): string {
  return `${budget.kind === 'max' ? '≤' : '≥'} ${budget.limit.toLocaleString('en-US')} ${budget.unit}`;
}
