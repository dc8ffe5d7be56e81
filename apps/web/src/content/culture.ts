import { msg } from '@lingui/core/macro';
/** Texts of the Culture page; the testimonials and events themselves come from the API. */
export const cultureIntro = {
  eyebrow: msg`Culture`,
  title: msg`Life at Ravi Software`,
  paragraphs: [
    msg`Good software comes from people who enjoy their work and trust each other. We keep teams small, share what we learn every Friday and celebrate every launch together.`,
    msg`Hackathons, team dinners, iftars during Ramadan, cricket on the weekend: here is a look at what our people say and the moments we share.`,
  ],
} as const;

export const employeesSection = {
  title: msg`What Our Employees Say`,
  count: msg({ message: 'Showing {shown} of {total} testimonials' }),
  showMore: msg`Show more testimonials`,
  added: msg({
    message:
      '{added, plural, one {# more testimonial} other {# more testimonials}} shown, {shown} of {total}.',
  }),
  loading: msg`Loading testimonials`,
  empty: msg`No testimonials yet.`,
  loadFailed: msg`The testimonials could not be loaded. Please try again.`,
  moreFailed: msg`More testimonials could not be loaded. Please try again.`,
} as const;

export const eventsSection = {
  title: msg`Our Events`,
  count: msg({ message: 'Showing {shown} of {total} events' }),
  showMore: msg`Show more events`,
  added: msg({
    message: '{added, plural, one {# more event} other {# more events}} shown, {shown} of {total}.',
  }),
  loading: msg`Loading events`,
  empty: msg`No events yet. Check back soon.`,
  loadFailed: msg`The events could not be loaded. Please try again.`,
  moreFailed: msg`More events could not be loaded. Please try again.`,
} as const;
