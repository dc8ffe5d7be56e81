import { useId, useState } from 'react';
import { MAX_PAGE_SIZE } from '@app/shared/constants';
import { formatAmount } from '@app/shared/invoice-math';
import { toMinorUnits } from '@app/shared/money';
import { Button } from '../../../components/ui/button';
import { DataTableSearchInput } from '../../../components/ui/data-table-search-input';
import { Select } from '../../../components/ui/select';
import { useServices } from '../../services/api/get-services';
import type { Service } from '../../services/api/service-types';
import { INVOICE_MESSAGES } from '../invoice-messages';

export interface ServicePickerProps {
  /** Services already on the invoice: they leave the list. */
  excludedIds: ReadonlySet<number>;
  onAdd: (service: Service) => void;
}

/** `Item · 1,234.00 PKR`: two entries with one name still read apart. */
export function serviceOptionLabel(service: Service): string {
  return `${service.attributes.item} · ${formatAmount(toMinorUnits(service.attributes.price_pkr))} PKR`;
}

/**
 * The `Add Service` select with its Add button. A price list can be long, so a search box in
 * front narrows the choices on the server; the select lists the first matches by name.
 */
export function ServicePicker({ excludedIds, onAdd }: ServicePickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [chosenId, setChosenId] = useState('');
  const services = useServices({
    item: search,
    sort: { field: 'item', direction: 'asc' },
    pageSize: MAX_PAGE_SIZE,
  });
  const listed = services.data?.data ?? [];
  const choices = listed.filter((service) => !excludedIds.has(service.id));
  const total = services.data?.meta.pagination.total ?? 0;
  const chosen = choices.find((service) => String(service.id) === chosenId);

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
          value={search}
          onValueChange={setSearch}
        />
      </div>
      <div className="service-picker__choose">
        <label className="form-field__label" htmlFor={`${id}-select`}>
          Add Service
        </label>
        <div className="service-picker__row">
          <Select
            id={`${id}-select`}
            placeholder={services.isPending ? 'Loading services…' : 'Select a service'}
            options={choices.map((service) => ({
              value: String(service.id),
              label: serviceOptionLabel(service),
            }))}
            value={chosen ? chosenId : ''}
            onChange={(event) => setChosenId(event.target.value)}
            aria-describedby={`${id}-hint`}
          />
          <Button variant="secondary" onClick={add} disabled={!chosen}>
            Add
          </Button>
        </div>
        {services.isError ? (
          <p id={`${id}-hint`} className="form-field__error" role="alert">
            {INVOICE_MESSAGES.loadServicesFailed}
          </p>
        ) : (
          <p id={`${id}-hint`} className="form-field__hint">
            {total > listed.length
              ? `Showing the first ${listed.length} of ${total} services: search to narrow the list.`
              : `${choices.length} ${choices.length === 1 ? 'service' : 'services'} to choose from.`}
          </p>
        )}
      </div>
    </div>
  );
}
