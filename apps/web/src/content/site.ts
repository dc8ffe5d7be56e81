/** Who the firm is and how to reach it: used by the layout, the contact page, the imprint and the invoice PDF. */
export const company = {
  name: 'Ravi Software',
  legalName: 'Ravi Software GmbH',
  tagline: 'Software engineering from Lahore for clients across Europe.',
} as const;
