import { formatAmount, formatDayMonthYear } from '@app/shared/invoice-math';
import { toMinorUnits } from '@app/shared/money';
import type { ServiceAttributes } from '@app/shared/service';
import type { ServiceField } from './api/service-types';

export type ServiceEditorKind = 'text' | 'date' | 'select' | 'number' | 'textarea';

export interface ServiceColumn {
  label: string;
  /** The inline editor SPEC.md names for the column. */
  editor: ServiceEditorKind;
}

export const SERVICE_COLUMNS: Record<ServiceField, ServiceColumn> = {
  date: { label: 'Date', editor: 'date' },
  item: { label: 'Item', editor: 'text' },
  type: { label: 'Type', editor: 'select' },
  tax: { label: 'Tax', editor: 'select' },
  rate: { label: 'Rate', editor: 'number' },
  price_pkr: { label: 'Price (PKR)', editor: 'number' },
  remarks: { label: 'Remarks', editor: 'textarea' },
};

/** The editable columns in the order the table shows them (Actions follows). */
export const SERVICE_FIELDS: readonly ServiceField[] = [
  'date',
  'item',
  'type',
  'tax',
  'rate',
  'price_pkr',
  'remarks',
];

type ServiceValue = ServiceAttributes[ServiceField];

/** How a stored value reads in the table: dates day/month/year, amounts with separators. */
export function formatServiceValue(field: ServiceField, value: ServiceValue): string {
  if (value === null || value === '') return '';
  if (field === 'date') return formatDayMonthYear(String(value));
  if (typeof value === 'number') return formatAmount(toMinorUnits(value));
  return value;
}

/** The stored value as an editor's text: plain numbers, ISO dates, empty text for nothing. */
export function toEditorText(value: ServiceValue): string {
  return value === null ? '' : String(value);
}

/** An editor's text as the value the update schema reads; an emptied number reads as missing. */
export function fromEditorText(field: ServiceField, text: string): string | number {
  if (SERVICE_COLUMNS[field].editor !== 'number') return text;
  return text.trim() === '' ? Number.NaN : Number(text);
}
