import { describe, expect, it } from 'vitest';
import { serviceCreateSchema, serviceUpdateSchema } from './service';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('serviceCreateSchema (Add New Service dialog)', () => {
  const valid = {
    item: 'Office rent',
    type: 'Office rent',
    rate: 1000.5,
    price_pkr: 2001,
    date: '2025-06-01',
  };

  it('needs item, type, rate, price and date; tax and remarks are optional and stored as null', () => {
    expect(serviceCreateSchema.parse(valid)).toEqual({ ...valid, tax: null, remarks: null });
    expect(
      serviceCreateSchema.parse({ ...valid, tax: 'GST', remarks: ' Paid in advance ' }),
    ).toMatchObject({
      tax: 'GST',
      remarks: 'Paid in advance',
    });
  });

  it('reads what empty form controls give (empty text, empty select, NaN number) as missing', () => {
    const result = serviceCreateSchema.safeParse({
      item: '',
      type: '',
      tax: '',
      rate: Number.NaN,
      price_pkr: Number.NaN,
      remarks: '',
      date: '',
    });
    expect(messages(result)).toEqual([
      ['item', 'Item is required.'],
      ['type', 'Type is required.'],
      ['rate', 'Rate is required.'],
      ['price_pkr', 'Price (PKR) is required.'],
      ['date', 'Date is required.'],
    ]);
  });

  it('allows at most two decimals and no negative amounts', () => {
    expect(
      messages(serviceCreateSchema.safeParse({ ...valid, rate: 0.125, price_pkr: -0.01 })),
    ).toEqual([
      ['rate', 'Rate must have at most 2 decimals.'],
      ['price_pkr', 'Price (PKR) must be 0 or more.'],
    ]);
    expect(serviceCreateSchema.safeParse({ ...valid, rate: 0.07, price_pkr: 0 }).success).toBe(
      true,
    );
  });
});

describe('serviceUpdateSchema (inline editor)', () => {
  it('accepts the one field that changed and validates it like the dialog does', () => {
    expect(serviceUpdateSchema.parse({ price_pkr: 2500.25 })).toEqual({ price_pkr: 2500.25 });
    expect(serviceUpdateSchema.parse({ tax: '' })).toEqual({ tax: null });
    expect(messages(serviceUpdateSchema.safeParse({ type: 'Rent' }))[0]?.[1]).toMatch(
      /^Type must be one of: Office rent, /,
    );
    expect(messages(serviceUpdateSchema.safeParse({ colour: 'red' }))).toEqual([
      ['', 'Unrecognized key: "colour"'],
    ]);
  });
});
