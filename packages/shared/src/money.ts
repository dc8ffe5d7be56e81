/**
 * Money is stored and summed in integer minor units (paisa, cents) so that totals are exact;
 * the API speaks in major units with at most two decimals, as Strapi's `price_pkr` did.
 */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

export function fromMinorUnits(minor: number): number {
  return minor / 100;
}

/** Whether a number has at most two decimals (the inline editors' step of 0.01). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(toMinorUnits(amount) - amount * 100) < 1e-6;
}
