import { useState } from 'react';
import { SERVICE_TYPES } from '@app/shared/options';
import { serviceRoutes } from '@app/shared/service';
import { AddButton } from '../../../components/admin/add-button';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/admin/filter-fields';
import { ListPagination } from '../../../components/admin/list-section';
import { SectionHeader } from '../../../components/admin/section-header';
import { useTableUrlState } from '../../../components/ui/data-table-url-state';
import { toServiceListQuery, useServices } from '../api/get-services';
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
  const listParams = {
    item: table.filters.item,
    type: table.filters.type,
    sort: table.sort,
    page: table.page,
    pageSize: table.pageSize,
  };
  const services = useServices(listParams);

  return (
    <section className="services-tab" aria-labelledby="services-heading">
      <SectionHeader
        headingId="services-heading"
        title="Services"
        lead="The price list invoices are built from. Click a cell to change it."
        exportCsv={{ route: serviceRoutes.export, query: toServiceListQuery(listParams) }}
      />

      <FilterBar
        table={table}
        label="Filter services"
        actions={<AddButton onClick={() => setAdding(true)}>Add Service</AddButton>}
      >
        <SearchFilter table={table} name="item" label="Item" placeholder="Filter by item" />
        <SelectFilter
          table={table}
          name="type"
          label="Type"
          placeholder="All Types"
          options={SERVICE_TYPES}
        />
      </FilterBar>

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
