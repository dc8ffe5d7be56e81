import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FilterBar, SearchFilter } from '../../../components/admin/filter-fields';
import { ListSection } from '../../../components/admin/list-section';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { Button } from '../../../components/ui/button';
import { useTableUrlState } from '../../../components/ui/data-table-url-state';
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

  const [editing, setEditing] = useState<Editing>(null);
  const { mutateAsync: deleteTestimonial } = useDeleteTestimonial();
  const confirmDelete = useConfirmedDelete();

  const columns = useMemo(
    () =>
      testimonialColumns({
        onEdit: (testimonial) => setEditing({ testimonial }),
        onDelete: (testimonial) =>
          confirmDelete({
            title: `Delete the testimonial of ${testimonial.attributes.name}?`,
            message: TESTIMONIAL_MESSAGES.confirmDelete,
            remove: () => deleteTestimonial(testimonial.id),
            deleted: TESTIMONIAL_MESSAGES.deleted,
            failed: TESTIMONIAL_MESSAGES.deleteFailed,
          }),
      }),
    [confirmDelete, deleteTestimonial],
  );

  return (
    <ListSection
      headingId="testimonials-title"
      title="Testimonials"
      noun={['testimonial', 'testimonials']}
      lead={(countText) =>
        `What Our Employees Say, on the Culture page.${countText ? ` ${countText}.` : ''}`
      }
      table={table}
      query={query}
      filters={
        <FilterBar
          table={table}
          label="Filter testimonials"
          actions={
            <Button onClick={() => setEditing({ testimonial: null })}>
              <Plus aria-hidden="true" size={18} />
              Add Testimonial
            </Button>
          }
        >
          <SearchFilter table={table} name="name" label="Name" placeholder="Search by name" />
        </FilterBar>
      }
      caption="Testimonials"
      columns={columns}
      getRowId={rowId}
      getRowLabel={rowLabel}
      loadError={TESTIMONIAL_MESSAGES.loadFailed}
      emptyMessage={TESTIMONIAL_MESSAGES.noTestimonials}
      noMatchesMessage={TESTIMONIAL_MESSAGES.noMatches}
      paginationLabel="Testimonials pages"
    >
      {editing ? (
        <TestimonialEditorDialog
          key={editing.testimonial?.id ?? 'new'}
          testimonial={editing.testimonial}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ListSection>
  );
}
