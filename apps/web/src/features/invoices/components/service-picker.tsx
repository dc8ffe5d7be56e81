import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { MAX_PAGE_SIZE } from '@app/shared/constants';
import { formatAmount } from '@app/shared/invoice-math';
import { toMinorUnits } from '@app/shared/money';
import { Button } from '../../../components/ui/button';
import { DataTableSearchInput } from '../../../components/ui/data-table-search-input';
import { Select, type SelectOption } from '../../../components/ui/select';
import { useServices } from '../../services/api/get-services';
import type { Service } from '../../services/api/service-types';
import { INVOICE_MESSAGES } from '../invoice-messages';

/** `Item · 1,234.00 PKR`: two entries with one name still read apart. */
export function serviceOptionLabel(service: Service): string {
  return `${service.attributes.item} · ${formatAmount(toMinorUnits(service.attributes.price_pkr))} PKR`;
}

function serviceOptions(services: readonly Service[]): SelectOption[] {
  return services.map((service) => ({
    value: String(service.id),
    label: serviceOptionLabel(service),
  }));
}

/**
 * The price list searched on the server: the services whose item holds `search`, A to Z, as many
 * as one page holds. However long the list, any service can be found by its name.
 */
function usePriceListSearch() {
  const [search, setSearch] = useState('');
  const query = useServices({
    item: search,
    sort: { field: 'item', direction: 'asc' },
    pageSize: MAX_PAGE_SIZE,
  });
  const listed = query.data?.data ?? [];
  const total = query.data?.meta.pagination.total ?? 0;
  return {
    search,
    setSearch,
    query,
    listed,
    /** More services match than the select lists: the search narrows them. */
    truncated: total > listed.length,
    truncatedHint: `Showing the first ${listed.length} of ${total} services: search to narrow the list.`,
    placeholder: query.isPending ? 'Loading services…' : 'Select a service',
  };
}

interface PriceListStatusProps {
  id: string;
  failed: boolean;
  onRetry: () => void;
  hint?: string;
}

/** Under a picker: what its select offers, or that the price list failed to load, with a retry. */
function PriceListStatus({ id, failed, onRetry, hint }: PriceListStatusProps) {
  if (failed) {
    return (
      <div className="service-picker__failure">
        <p id={id} className="form-field__error" role="alert">
          {INVOICE_MESSAGES.loadServicesFailed}
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry} aria-describedby={id}>
          Try again
        </Button>
      </div>
    );
  }
  return hint ? (
    <p id={id} className="form-field__hint">
      {hint}
    </p>
  ) : null;
}

export interface ServicePickerProps {
  /** Services already on the invoice: they leave the list. */
  excludedIds: ReadonlySet<number>;
  onAdd: (service: Service) => void;
}

/**
 * The Create form's `Add Service` select with its Add button. A price list can be long, so a
 * search box in front narrows the choices on the server; the select lists the first matches.
 */
export function ServicePicker({ excludedIds, onAdd }: ServicePickerProps) {
  const id = useId();
  const priceList = usePriceListSearch();
  const [chosenId, setChosenId] = useState('');
  const choices = priceList.listed.filter((service) => !excludedIds.has(service.id));
  const chosen = choices.find((service) => String(service.id) === chosenId);
  const failed = priceList.query.isError;
  const hint = priceList.query.isPending
    ? undefined
    : priceList.truncated
      ? priceList.truncatedHint
      : `${choices.length} ${choices.length === 1 ? 'service' : 'services'} to choose from.`;

  const add = () => {
    if (!chosen) return;
    onAdd(chosen);
    setChosenId('');
  };

  return (
    <div className="service-picker">
      <div className="service-picker__search">
        <label className="form-field__label" htmlFor={`${id}-search`}>
          Search services
        </label>
        <DataTableSearchInput
          id={`${id}-search`}
          placeholder="Filter by item"
          value={priceList.search}
          onValueChange={priceList.setSearch}
        />
      </div>
      <div className="service-picker__choose">
        <label className="form-field__label" htmlFor={`${id}-select`}>
          Add Service
        </label>
        <div className="service-picker__row">
          <Select
            id={`${id}-select`}
            placeholder={priceList.placeholder}
            options={serviceOptions(choices)}
            value={chosen ? chosenId : ''}
            onChange={(event) => setChosenId(event.target.value)}
            aria-describedby={failed || hint ? `${id}-status` : undefined}
          />
          <Button variant="secondary" onClick={add} disabled={!chosen}>
            Add
          </Button>
        </div>
        <PriceListStatus
          id={`${id}-status`}
          failed={failed}
          onRetry={() => void priceList.query.refetch()}
          hint={hint}
        />
      </div>
    </div>
  );
}

/** The select's choice that stands for the line's own item, which may no longer be listed. */
const LINE_ITEM = 'line-item';

export interface LineServicePickerProps {
  /** The line's place on the invoice, 1 first, which names its controls. */
  position: number;
  /** The line's item; empty until a service is picked. */
  item: string;
  onPick: (service: Service) => void;
  onBlur?: () => void;
  /** Why the line's item is refused, shown under the select and read with it. */
  error?: string;
  /** The select, so a refused save can move the focus to it. */
  selectRef?: Ref<HTMLSelectElement>;
  /** Moves the focus to the search box when the line appears, as one just added. */
  focusSearch?: boolean;
}

/**
 * The item of one Edit Invoice line: the same server-side search as the Create form's picker, and
 * a select of the line's own item and the matches. Picking a match makes the line a copy of it.
 */
export function LineServicePicker({
  position,
  item,
  onPick,
  onBlur,
  error,
  selectRef,
  focusSearch = false,
}: LineServicePickerProps) {
  const id = useId();
  const priceList = usePriceListSearch();
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusSearch) searchRef.current?.focus();
  }, [focusSearch]);

  // The count matters while a service is being looked for, not beside every line already filled.
  const failed = priceList.query.isError;
  const hint =
    priceList.truncated && (item === '' || priceList.search.trim() !== '')
      ? priceList.truncatedHint
      : undefined;
  const statusId = `${id}-status`;

  return (
    <div className="line-service-picker">
      <DataTableSearchInput
        ref={searchRef}
        aria-label={`Search services for service ${position}`}
        aria-describedby={failed || hint ? statusId : undefined}
        placeholder="Search services"
        value={priceList.search}
        onValueChange={priceList.setSearch}
      />
      <Select
        ref={selectRef}
        aria-label={`Item of service ${position}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={item ? undefined : priceList.placeholder}
        options={[
          ...(item ? [{ value: LINE_ITEM, label: item }] : []),
          ...serviceOptions(priceList.listed),
        ]}
        value={item ? LINE_ITEM : ''}
        onChange={(event) => {
          const service = priceList.listed.find((entry) => String(entry.id) === event.target.value);
          if (service) onPick(service);
        }}
        onBlur={onBlur}
      />
      {error ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <PriceListStatus
        id={statusId}
        failed={failed}
        onRetry={() => void priceList.query.refetch()}
        hint={hint}
      />
    </div>
  );
}
