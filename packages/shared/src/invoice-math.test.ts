import { describe, expect, it } from 'vitest';
import { PAYMENT_DUE_DAYS, WITHHOLDING_TAX_RATE } from './constants';
import {
  addDays,
  computeInvoiceTotals,
  formatAmount,
  formatDayMonthYear,
  formatExchangeRate,
  formatInvoiceNumber,
  formatWholeAmount,
  isValidExchangeRate,
  pkrToEurCents,
  sumMinorUnits,
  sumPricesPkr,
  withholdingTaxMinor,
} from './invoice-math';

describe('formatInvoiceNumber', () => {
  it('zero-pads the sequence to two digits and appends the date as DDMMYYYY', () => {
    expect(formatInvoiceNumber(1, '2025-06-02')).toBe('01-INV-02062025');
    expect(formatInvoiceNumber(9, '2026-12-31')).toBe('09-INV-31122026');
    expect(formatInvoiceNumber(42, '2024-01-05')).toBe('42-INV-05012024');
  });

  it('keeps every digit past 99', () => {
    expect(formatInvoiceNumber(100, '2025-06-02')).toBe('100-INV-02062025');
    expect(formatInvoiceNumber(123456, '2025-06-02')).toBe('123456-INV-02062025');
  });

  it('refuses a sequence below 1 or a non-integer, and a date that is not a calendar date', () => {
    expect(() => formatInvoiceNumber(0, '2025-06-02')).toThrow(RangeError);
    expect(() => formatInvoiceNumber(1.5, '2025-06-02')).toThrow(RangeError);
    expect(() => formatInvoiceNumber(1, '2025-02-30')).toThrow(RangeError);
    expect(() => formatInvoiceNumber(1, '02.06.2025')).toThrow(RangeError);
  });
});

describe('totals', () => {
  it('sums paisa exactly where floating-point PKR would drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumPricesPkr([0.1, 0.2])).toBe(0.3);
    expect(sumPricesPkr([38076.24, 269029.32, 0.01])).toBe(307105.57);
    expect(sumMinorUnits([10, 20, 30])).toBe(60);
    expect(sumPricesPkr([])).toBe(0);
  });

  it('takes withholding tax as 0.25 % of the total, rounded to whole paisa', () => {
    expect(WITHHOLDING_TAX_RATE).toBe(0.0025);
    expect(withholdingTaxMinor(100_000_00)).toBe(250_00);
    // 2001.00 PKR → 5.0025 PKR → 500.25 paisa → 500 paisa
    expect(withholdingTaxMinor(2001_00)).toBe(500);
    // 2003.00 PKR → 500.75 paisa → 501 paisa
    expect(withholdingTaxMinor(2003_00)).toBe(501);
    expect(withholdingTaxMinor(0)).toBe(0);
  });

  it('adds the withholding tax to the subtotal', () => {
    expect(computeInvoiceTotals([252245_07, 58883_67])).toEqual({
      subtotalMinor: 311128_74,
      withholdingTaxMinor: 77782,
      totalMinor: 311128_74 + 77782,
    });
    expect(computeInvoiceTotals([])).toEqual({
      subtotalMinor: 0,
      withholdingTaxMinor: 0,
      totalMinor: 0,
    });
  });
});

describe('due date', () => {
  it('is the invoice date plus seven calendar days', () => {
    expect(PAYMENT_DUE_DAYS).toBe(7);
    expect(addDays('2025-06-02', PAYMENT_DUE_DAYS)).toBe('2025-06-09');
  });

  it('crosses month, year and leap-day boundaries on the calendar', () => {
    expect(addDays('2025-06-28', PAYMENT_DUE_DAYS)).toBe('2025-07-05');
    expect(addDays('2024-12-28', PAYMENT_DUE_DAYS)).toBe('2025-01-04');
    expect(addDays('2024-02-25', PAYMENT_DUE_DAYS)).toBe('2024-03-03');
    expect(addDays('2024-02-23', PAYMENT_DUE_DAYS)).toBe('2024-03-01');
    expect(addDays('2023-02-23', PAYMENT_DUE_DAYS)).toBe('2023-03-02');
  });

  it('does not shift across a daylight-saving change in any time zone', () => {
    // Last Sunday of March and October: a local-time implementation would lose or gain an hour.
    expect(addDays('2025-03-27', PAYMENT_DUE_DAYS)).toBe('2025-04-03');
    expect(addDays('2025-10-23', PAYMENT_DUE_DAYS)).toBe('2025-10-30');
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
  });

  it('refuses text that is not a calendar date', () => {
    expect(() => addDays('2025-13-01', PAYMENT_DUE_DAYS)).toThrow(RangeError);
    expect(() => addDays('', PAYMENT_DUE_DAYS)).toThrow(RangeError);
  });
});

describe('EUR conversion', () => {
  it('divides PKR by the rate and rounds to the cent', () => {
    // 2001.00 PKR at 300 PKR/EUR = 6.67 EUR
    expect(pkrToEurCents(2001_00, 300)).toBe(667);
    // 1000.00 PKR at 311.27 = 3.2126... EUR → 3.21
    expect(pkrToEurCents(1000_00, 311.27)).toBe(321);
    // 1.55 EUR exactly at rate 200: 310.00 PKR
    expect(pkrToEurCents(310_00, 200)).toBe(155);
    expect(pkrToEurCents(0, 311.27)).toBe(0);
  });

  it('accepts only finite rates above 0', () => {
    for (const rate of [311.27, 1, 0.0001]) expect(isValidExchangeRate(rate)).toBe(true);
    for (const rate of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, '311', null, undefined]) {
      expect(isValidExchangeRate(rate)).toBe(false);
    }
    expect(() => pkrToEurCents(100, 0)).toThrow(RangeError);
    expect(() => pkrToEurCents(100, Number.NaN)).toThrow(RangeError);
    expect(() => pkrToEurCents(100, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatExchangeRate(0)).toThrow(RangeError);
  });
});

describe('formats', () => {
  it('shows amounts with thousands separators and two decimals', () => {
    expect(formatAmount(123456780)).toBe('1,234,567.80');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(0)).toBe('0.00');
  });

  it('shows the withholding tax as a whole number', () => {
    expect(formatWholeAmount(77782)).toBe('778');
    expect(formatWholeAmount(123450)).toBe('1,235');
    expect(formatWholeAmount(149)).toBe('1');
  });

  it('shows the rate with two decimals', () => {
    expect(formatExchangeRate(311.2749)).toBe('311.27');
    expect(formatExchangeRate(300)).toBe('300.00');
  });

  it('shows dates as day/month/year without a time zone', () => {
    expect(formatDayMonthYear('2025-06-09')).toBe('09/06/2025');
    expect(() => formatDayMonthYear('2025-6-9')).toThrow(RangeError);
  });
});
