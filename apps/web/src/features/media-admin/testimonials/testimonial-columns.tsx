import { createColumnHelper } from '@tanstack/react-table';
import type { EmployeeAttributes } from '@app/shared/employee';
import { formatTimestamp } from '@app/shared/display-format';
import type { MediaEntry } from '../media-entry';
import { fromMediaEntity } from '../media/editor-media';
import { TestimonialAvatar } from './testimonial-avatar';

const column = createColumnHelper<MediaEntry<EmployeeAttributes>>();

/** The Testimonials table before its actions: photo, name, message, when it was added. */
export const TESTIMONIAL_COLUMNS = [
  column.display({
    id: 'photo',
    header: () => <span className="visually-hidden">Photo</span>,
    meta: { className: 'testimonials-table__photo' },
    cell: ({ row }) => {
      const photo = row.original.attributes.photo?.data;
      return (
        <TestimonialAvatar
          name={row.original.attributes.name}
          src={photo ? fromMediaEntity(photo).previewUrl : null}
        />
      );
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
    cell: ({ getValue }) => (
      <q className="media-table__clamp testimonials-table__quote">{getValue()}</q>
    ),
  }),
  column.accessor((testimonial) => testimonial.attributes.createdAt, {
    id: 'createdAt',
    header: 'Added',
    enableSorting: true,
    meta: { className: 'nowrap' },
    cell: ({ getValue }) => formatTimestamp(getValue()),
  }),
];
