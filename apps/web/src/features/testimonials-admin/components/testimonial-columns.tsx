import { createColumnHelper } from '@tanstack/react-table';
import { formatTimestamp } from '@app/shared/display-format';
import { EditDeleteActions } from '../../events-admin/components/edit-delete-actions';
import { fromMediaEntity } from '../../events-admin/media/editor-media';
import type { Testimonial } from '../api/get-testimonials';
import { TestimonialAvatar } from './testimonial-avatar';

export interface TestimonialRowActions {
  onEdit: (testimonial: Testimonial) => void;
  onDelete: (testimonial: Testimonial) => void;
}

const column = createColumnHelper<Testimonial>();

/** The Testimonials table: photo, name, message, when it was added, actions. */
export function testimonialColumns({ onEdit, onDelete }: TestimonialRowActions) {
  return [
    column.display({
      id: 'photo',
      header: () => <span className="visually-hidden">Photo</span>,
      meta: { className: 'testimonials-table__photo' },
      cell: ({ row }) => {
        const photo = row.original.attributes.photo?.data;
        return <TestimonialAvatar name={row.original.attributes.name} src={photo ? fromMediaEntity(photo).previewUrl : null} />;
      },
    }),
    column.accessor((testimonial) => testimonial.attributes.name, {
      id: 'name',
      header: 'Name',
      enableSorting: true,
      meta: { className: 'testimonials-table__name' },
      cell: ({ getValue }) => <span className="cell-stack__main">{getValue()}</span>,
    }),
    column.accessor((testimonial) => testimonial.attributes.message, {
      id: 'message',
      header: 'Message',
      meta: { className: 'testimonials-table__message' },
      cell: ({ getValue }) => <q className="testimonials-table__quote">{getValue()}</q>,
    }),
    column.accessor((testimonial) => testimonial.attributes.createdAt, {
      id: 'createdAt',
      header: 'Added',
      enableSorting: true,
      meta: { className: 'nowrap' },
      cell: ({ getValue }) => formatTimestamp(getValue()),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      meta: { align: 'end', className: 'testimonials-table__actions' },
      cell: ({ row }) => (
        <EditDeleteActions
          name={row.original.attributes.name}
          onEdit={() => onEdit(row.original)}
          onDelete={() => onDelete(row.original)}
        />
      ),
    }),
  ];
}
