/**
 * The invoice maths of SPEC.md section 9, written once for the forms, the API and the PDF.
 * Amounts are integer minor units (paisa for PKR, cents for EUR) so that sums are exact;
 * calendar dates are `YYYY-MM-DD` text, moved on the UTC calendar so no time zone can shift them.
 */
import { WITHHOLDING_TAX_RATE } from './constants';
import { ISO_DATE_PATTERN, isRealCalendarDate } from './fields';
import { fromMinorUnits, toMinorUnits } from './money';

/** The sequence is zero-padded to at least this many digits: `01-INV-…`, `100-INV-…`. */
const INVOICE_SEQUENCE_MIN_DIGITS = 2;

function splitIsoDate(isoDate: string): [year: string, month: string, day: string] {
  if (!ISO_DATE_PATTERN.test(isoDate) || !isRealCalendarDate(isoDate)) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${isoDate}`);
  }
  return isoDate.split('-') as [string, string, string];
}

/** `NN-INV-DDMMYYYY`: the invoice's sequence number, then its date. */
export function formatInvoiceNumber(sequence: number, invoiceDate: string): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`An invoice sequence is a whole number of 1 or more, not ${sequence}`);
  }
  const [year, month, day] = splitIsoDate(invoiceDate);
  return `${String(sequence).padStart(INVOICE_SEQUENCE_MIN_DIGITS, '0')}-INV-${day}${month}${year}`;
}

/** The sum of line prices in paisa: exact, because integers are added. */
export function sumMinorUnits(amountsMinor: readonly number[]): number {
  return amountsMinor.reduce((total, amount) => total + amount, 0);
}

/** The sum of prices given in PKR (as the forms hold them), exact to the paisa. */
export function sumPricesPkr(pricesPkr: readonly number[]): number {
  return fromMinorUnits(sumMinorUnits(pricesPkr.map(toMinorUnits)));
}

/** Withholding tax: 0.25 % of the invoice total, rounded to whole paisa. */
export function withholdingTaxMinor(subtotalMinor: number): number {
  return Math.round(subtotalMinor * WITHHOLDING_TAX_RATE);
}

/** A calendar date moved by whole days, e.g. `2024-12-28` + 7 = `2025-01-04`. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = splitIsoDate(isoDate).map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return moved.toISOString().slice(0, 10);
}

/** An exchange rate (PKR per EUR) can only be used when it is a finite number above 0. */
export function isValidExchangeRate(rate: unknown): rate is number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0;
}

/** EUR cents for an amount in paisa at `rate` PKR per EUR, rounded to the cent. */
export function pkrToEurCents(pkrMinor: number, rate: number): number {
  if (!isValidExchangeRate(rate)) throw new RangeError(`Not a usable exchange rate: ${rate}`);
  // paisa / (PKR per EUR) = EUR × 100 = cents.
  return Math.round(pkrMinor / rate);
}

export interface InvoiceTotals {
  /** Sum of the lines, which is the invoice's `total_price`. */
  subtotalMinor: number;
  withholdingTaxMinor: number;
  /** Subtotal plus withholding tax: what the customer pays. */
  totalMinor: number;
}

export function computeInvoiceTotals(linePricesMinor: readonly number[]): InvoiceTotals {
  const subtotalMinor = sumMinorUnits(linePricesMinor);
  const taxMinor = withholdingTaxMinor(subtotalMinor);
  return { subtotalMinor, withholdingTaxMinor: taxMinor, totalMinor: subtotalMinor + taxMinor };
}

const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `1,234,567.80` for 123456780 minor units. */
export function formatAmount(minor: number): string {
  return twoDecimals.format(fromMinorUnits(minor));
}

/** `1,235` for 123456 minor units: the withholding tax is shown as a whole number. */
export function formatWholeAmount(minor: number): string {
  return wholeNumber.format(Math.round(fromMinorUnits(minor)));
}

/** The rate with two decimals, e.g. `311.27`. */
export function formatExchangeRate(rate: number): string {
  if (!isValidExchangeRate(rate)) throw new RangeError(`Not a usable exchange rate: ${rate}`);
  return twoDecimals.format(rate);
}

/** `DD/MM/YYYY` (en-GB, as the admin tables show dates), straight from the text: no time zone. */
export function formatDayMonthYear(isoDate: string): string {
  const [year, month, day] = splitIsoDate(isoDate);
  return `${day}/${month}/${year}`;
}
