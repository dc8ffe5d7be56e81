import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm';
import { DataTable } from '../../../components/ui/data-table';
import { DataTableSearchInput } from '../../../components/ui/data-table-search-input';
import { DataTableToolbar } from '../../../components/ui/data-table-toolbar';
import { useKeepPageInRange, useTableUrlState } from '../../../components/ui/data-table-url-state';
import { FormField } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { describeError } from '../../services/describe-error';
import { useDeleteTestimonial } from '../api/delete-testimonial';
import {
  DEFAULT_TESTIMONIAL_SORT,
  TESTIMONIAL_FILTER_KEYS,
  TESTIMONIAL_SORT_FIELDS,
  useTestimonials,
  type Testimonial,
} from '../api/get-testimonials';
import { TESTIMONIAL_MESSAGES } from '../testimonial-messages';
import { testimonialColumns } from './testimonial-columns';
import { TestimonialEditorDialog } from './testimonial-editor-dialog';
import './testimonials-admin.css';

const count = new Intl.NumberFormat('en-US');
const rowId = (testimonial: Testimonial) => String(testimonial.id);
const rowLabel = (testimonial: Testimonial) => testimonial.attributes.name;

/** What the editor is open for: a new testimonial, or one to change. */
type Editing = { testimonial: Testimonial | null } | null;

/** The Testimonials tab: What Our Employees Say on the Culture page, added, changed and deleted. */
export default function TestimonialsTab() {
  const table = useTableUrlState({
    filterKeys: TESTIMONIAL_FILTER_KEYS,
    sortableFields: TESTIMONIAL_SORT_FIELDS,
    defaultSort: DEFAULT_TESTIMONIAL_SORT,
  });
  const { filters, sort, page, pageSize } = table;
  const query = useTestimonials({ name: filters.name, sort, page, pageSize });
  const pagination = query.data?.meta.pagination;
  useKeepPageInRange(page, pagination?.pageCount, table.setPage);

  const [editing, setEditing] = useState<Editing>(null);
  const { mutateAsync: deleteTestimonial } = useDeleteTestimonial();
  const confirm = useConfirm();

  const columns = useMemo(
    () =>
      testimonialColumns({
        onEdit: (testimonial) => setEditing({ testimonial }),
        onDelete: async (testimonial) => {
          const confirmed = await confirm({
            title: `Delete the testimonial of ${testimonial.attributes.name}?`,
            message: TESTIMONIAL_MESSAGES.confirmDelete,
            confirmLabel: 'Delete',
            tone: 'danger',
          });
          if (!confirmed) return;
          try {
            await deleteTestimonial(testimonial.id);
            toast.success(TESTIMONIAL_MESSAGES.deleted);
          } catch (error) {
            toast.error(TESTIMONIAL_MESSAGES.deleteFailed, { description: describeError(error) });
          }
        },
      }),
    [confirm, deleteTestimonial],
  );

  return (
    <section aria-labelledby="testimonials-title">
      <div className="admin-section__header">
        <div>
          <h2 id="testimonials-title" className="admin-section__title">
            Testimonials
          </h2>
          <p className="admin-section__lead">
            What Our Employees Say, on the Culture page.
            {pagination
              ? ` ${count.format(pagination.total)} ${pagination.total === 1 ? 'testimonial' : 'testimonials'}${table.hasFilters ? (pagination.total === 1 ? ' matches' : ' match') : ''}.`
              : ''}
          </p>
        </div>
      </div>
      <DataTableToolbar
        label="Filter testimonials"
        onClear={table.clearFilters}
        canClear={table.hasFilters}
        actions={
          <Button onClick={() => setEditing({ testimonial: null })}>
            <Plus aria-hidden="true" size={18} />
            Add Testimonial
          </Button>
        }
      >
        <FormField label="Name">
          <DataTableSearchInput placeholder="Search by name" value={filters.name} onValueChange={(value) => table.setFilter('name', value)} />
        </FormField>
      </DataTableToolbar>
      <DataTable
        caption="Testimonials"
        columns={columns}
        data={query.data?.data}
        getRowId={rowId}
        getRowLabel={rowLabel}
        sort={sort}
        onSortChange={table.setSort}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        errorMessage={query.isError ? TESTIMONIAL_MESSAGES.loadFailed : undefined}
        onRetry={() => void query.refetch()}
        emptyMessage={table.hasFilters ? TESTIMONIAL_MESSAGES.noMatches : TESTIMONIAL_MESSAGES.noTestimonials}
        footer={
          pagination && pagination.total > 0 ? (
            <Pagination
              label="Testimonials pages"
              itemLabel="testimonials"
              page={page}
              pageSize={pageSize}
              pageCount={pagination.pageCount}
              total={pagination.total}
              onPageChange={table.setPage}
              onPageSizeChange={table.setPageSize}
            />
          ) : null
        }
      />
      {editing ? (
        <TestimonialEditorDialog
          key={editing.testimonial?.id ?? 'new'}
          testimonial={editing.testimonial}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
