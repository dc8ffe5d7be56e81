import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { formatTimestamp } from '@app/shared/display-format';

/**
 * The sortable column of when an entry was written, day and time: `header` names the moment
 * (`When`, `Sent`, `Created`). Its id is the API field it sorts by.
 */
export function createdAtColumn<Row extends { attributes: { createdAt: string } }>(
  header: string,
): ColumnDef<Row, string> {
  return createColumnHelper<Row>().accessor((entry) => entry.attributes.createdAt, {
    id: 'createdAt',
    header,
    enableSorting: true,
    meta: { className: 'nowrap' },
    cell: ({ getValue }) => formatTimestamp(getValue(), { withTime: true }),
  });
}
