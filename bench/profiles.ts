/** How much data a run measures on, and how long. */
export interface Profile {
  name: 'full' | 'smoke';
  /** Rows in each large table: one measurement per size, the database topped up in between. */
  sizes: number[];
  connections: number;
  /** Load sent to each side before a call's rounds, not counted: both sides start warm. */
  warmUpSeconds: number;
  roundSeconds: number;
  roundsPerSide: number;
  /** Whether ratios and memory are held to their limits; errors always are. */
  judged: boolean;
}

export const FULL: Profile = {
  name: 'full',
  sizes: [1_000, 100_000],
  connections: 10,
  warmUpSeconds: 1,
  roundSeconds: 2,
  roundsPerSide: 3,
  judged: true,
};

/** The same steps on one small size, in about a minute: CI's check that they all still work. */
export const SMOKE: Profile = {
  ...FULL,
  name: 'smoke',
  sizes: [200],
  warmUpSeconds: 0.1,
  roundSeconds: 0.2,
  roundsPerSide: 1,
  judged: false,
};
