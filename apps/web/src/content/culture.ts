/** Texts of the Culture page; the testimonials and events themselves come from the API. */
export const cultureIntro = {
  eyebrow: 'Culture',
  title: 'Life at Ravi Software',
  paragraphs: [
    'Good software comes from people who enjoy their work and trust each other. We keep teams small, share what we learn every Friday and celebrate every launch together.',
    'Hackathons, team dinners, iftars during Ramadan, cricket on the weekend: here is a look at what our people say and the moments we share.',
  ],
} as const;

export const employeesSection = {
  title: 'What Our Employees Say',
  noun: { one: 'testimonial', other: 'testimonials' },
  loading: 'Loading testimonials',
  empty: 'No testimonials yet.',
  loadFailed: 'The testimonials could not be loaded. Please try again.',
  moreFailed: 'More testimonials could not be loaded. Please try again.',
} as const;

export const eventsSection = {
  title: 'Our Events',
  noun: { one: 'event', other: 'events' },
  loading: 'Loading events',
  empty: 'No events yet. Check back soon.',
  loadFailed: 'The events could not be loaded. Please try again.',
  moreFailed: 'More events could not be loaded. Please try again.',
} as const;
