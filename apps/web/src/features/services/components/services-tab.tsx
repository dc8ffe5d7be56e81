import { Plus } from 'lucide-react';
import { useState } from 'react';
import { SERVICE_TYPES } from '@app/shared/options';
import { ListHeader, ListPagination } from '../../../components/admin/list-section';
import { Button } from '../../../components/ui/button';
import { DataTableSearchInput } from '../../../components/ui/data-table-search-input';
import { DataTableToolbar } from '../../../components/ui/data-table-toolbar';
import { useTableUrlState } from '../../../components/ui/data-table-url-state';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { useServices } from '../api/get-services';
import { AddServiceDialog } from './add-service-dialog';
import { ServicesTable, SERVICE_SORTABLE_FIELDS } from './services-table';
import './services.css';

const FILTER_KEYS = ['item', 'type'] as const;
const DEFAULT_SORT = { field: 'date', direction: 'desc' } as const;

/** The Services tab: the price list, filtered, sorted and paged on the server, edited in place. */
export default function ServicesTab() {
  const table = useTableUrlState({
    filterKeys: FILTER_KEYS,
    sortableFields: SERVICE_SORTABLE_FIELDS,
    defaultSort: DEFAULT_SORT,
  });
  const [adding, setAdding] = useState(false);
  const services = useServices({
    item: table.filters.item,
    type: table.filters.type,
    sort: table.sort,
    page: table.page,
    pageSize: table.pageSize,
  });

  return (
    <section className="services-tab" aria-labelledby="services-heading">
      <ListHeader
        headingId="services-heading"
        title="Services"
        lead="The price list invoices are built from. Click a cell to change it."
      />

      <DataTableToolbar
        label="Filter services"
        onClear={table.clearFilters}
        canClear={table.hasFilters}
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" size={18} />
            Add Service
          </Button>
        }
      >
        <FormField label="Item">
          <DataTableSearchInput
            placeholder="Filter by item"
            value={table.filters.item}
            onValueChange={(item) => table.setFilter('item', item)}
          />
        </FormField>
        <FormField label="Type">
          <Select
            placeholder="All Types"
            options={SERVICE_TYPES}
            value={table.filters.type}
            onChange={(event) => table.setFilter('type', event.target.value)}
          />
        </FormField>
      </DataTableToolbar>

      <ServicesTable
        services={services.data?.data}
        isLoading={services.isPending}
        isFetching={services.isFetching}
        isError={services.isError}
        onRetry={() => void services.refetch()}
        sort={table.sort}
        onSortChange={table.setSort}
      />
      <ListPagination
        table={table}
        pagination={services.data?.meta.pagination}
        label="Services pages"
        itemLabel="services"
      />

      <AddServiceDialog open={adding} onOpenChange={setAdding} />
    </section>
  );
}
