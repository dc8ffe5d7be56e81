/** Who the firm is and how to reach it: used by the layout, the contact page and the imprint. */
export const company = {
  name: 'Ravi Software',
  legalName: 'Ravi Software GmbH',
  tagline: 'Software engineering from Lahore for clients across Europe.',
} as const;

/** The Lahore office, where the team works and visitors are welcome. */
export const office = {
  name: 'Ravi Software – Lahore office',
  street: 'Office 1204, Arfa Software Technology Park, 346-B Ferozepur Road',
  city: 'Lahore',
  postalCode: '54000',
  country: 'Pakistan',
  phone: '+92 42 3578 1290',
  email: 'hello@ravisoftware.com',
  hours: 'Monday to Friday, 9:00 to 18:00 (PKT)',
} as const;

/** Turns a display phone number into a `tel:` link target. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The German company: the contract partner of European clients and the publisher of this site. */
export const gmbh = {
  legalName: 'Ravi Software GmbH',
  street: 'Friedrichstraße 68',
  postalCode: '10117',
  city: 'Berlin',
  country: 'Germany',
  phone: '+49 30 2089 6410',
  email: 'info@ravisoftware.de',
  managingDirectors: ['Anna Becker', 'Usman Tariq'],
  registerCourt: 'Amtsgericht Charlottenburg (Berlin)',
  registerNumber: 'HRB 241873 B',
  vatId: 'DE 341 872 905',
} as const;
