import type { z } from 'zod';
import { employeeCreateSchema } from '@app/shared/employee';

/** The editor's text fields, with the server's rules and messages; the photo is kept beside the form. */
export const testimonialFormSchema = employeeCreateSchema.pick({ name: true, message: true });

export type TestimonialFormValues = z.input<typeof testimonialFormSchema>;
export type TestimonialFormData = z.output<typeof testimonialFormSchema>;

export const TESTIMONIAL_FORM_FIELDS = ['name', 'message'] as const;
