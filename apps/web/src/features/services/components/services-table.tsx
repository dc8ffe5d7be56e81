import type { ColumnDef } from '@tanstack/react-table';
import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { SERVICES_TABLE_MAX_HEIGHT_PX } from '@app/shared/constants';
import { MESSAGES } from '@app/shared/messages';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { Button } from '../../../components/ui/button';
import { DataTable, entryRowId, type SortState } from '../../../components/ui/data-table';
import { useDeleteService } from '../api/delete-service';
import type { Service, ServiceField } from '../api/service-types';
import { SERVICE_COLUMNS, SERVICE_FIELDS } from '../service-columns';
import { SERVICE_MESSAGES } from '../service-messages';
import { EditableServiceCell } from './editable-service-cell';
import { ServiceEditingContext, type EditingCell } from './service-editing-context';

/** Every column but Actions sorts on the server. */
export const SERVICE_SORTABLE_FIELDS: readonly string[] = SERVICE_FIELDS;

const NUMERIC_FIELDS: readonly ServiceField[] = ['rate', 'price_pkr'];

export interface ServicesTableProps {
  services: Service[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  onRetry: () => void;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
}

function serviceRowLabel(service: Service): string {
  return service.attributes.item;
}

/** The price list: at most 500 px high with a sticky header; one cell is edited at a time. */
export function ServicesTable({
  services,
  isLoading,
  isFetching,
  isError,
  onRetry,
  sort,
  onSortChange,
}: ServicesTableProps) {
  const [editing, setEditing] = useState<EditingCell | null>(null);
  const editingContext = useMemo(() => ({ editing, setEditing }), [editing]);
  const confirmDelete = useConfirmedDelete();
  const { mutateAsync: deleteService } = useDeleteService();

  const columns = useMemo<ColumnDef<Service>[]>(() => {
    const remove = (service: Service) =>
      confirmDelete({
        title: 'Delete service',
        message: MESSAGES.confirmDeleteService,
        remove: () => deleteService(service.id),
        deleted: SERVICE_MESSAGES.deleted,
        failed: SERVICE_MESSAGES.deleteFailed,
      });

    const fieldColumns = SERVICE_FIELDS.map<ColumnDef<Service>>((field) => ({
      id: field,
      accessorFn: (service) => service.attributes[field],
      header: SERVICE_COLUMNS[field].label,
      enableSorting: true,
      meta: {
        align: NUMERIC_FIELDS.includes(field) ? 'end' : 'start',
        className: `service-cell service-cell--${field}`,
      },
      cell: ({ row }) => <EditableServiceCell service={row.original} field={field} />,
    }));
    return [
      ...fieldColumns,
      {
        id: 'actions',
        header: 'Actions',
        meta: { className: 'service-cell--actions' },
        cell: ({ row }) => (
          <Button
            variant="ghost"
            size="sm"
            className="service-delete"
            onClick={() => void remove(row.original)}
            aria-label={`Delete ${row.original.attributes.item}`}
          >
            <Trash2 aria-hidden="true" size={16} />
            Delete
          </Button>
        ),
      },
    ];
  }, [confirmDelete, deleteService]);

  return (
    <ServiceEditingContext.Provider value={editingContext}>
      <DataTable
        caption="Services"
        columns={columns}
        data={services}
        getRowId={entryRowId}
        getRowLabel={serviceRowLabel}
        sort={sort}
        onSortChange={onSortChange}
        isLoading={isLoading}
        isFetching={isFetching}
        errorMessage={isError ? SERVICE_MESSAGES.loadFailed : undefined}
        onRetry={onRetry}
        emptyMessage={SERVICE_MESSAGES.noServices}
        stickyHeader
        maxHeight={SERVICES_TABLE_MAX_HEIGHT_PX}
      />
    </ServiceEditingContext.Provider>
  );
}
