/**
 * Who the firm is, where it is and where customers pay: one content file for the website
 * (contact page, imprint, footer) and the invoice PDF. Change the firm's details here only.
 */

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface BankDetails {
  bankName: string;
  accountHolder: string;
  iban: string;
  bic: string;
}

export interface CompanyDetails {
  name: string;
  legalName: string;
  /** The office in Lahore where the team works. */
  office: PostalAddress;
  /** The German GmbH's registered address (imprint, invoices). */
  registeredAddress: PostalAddress;
  phone: string;
  email: string;
  website: string;
  managingDirector: string;
  commercialRegister: string;
  vatId: string;
  bank: BankDetails;
}

export const companyDetails: CompanyDetails = {
  name: 'Ravi Software',
  legalName: 'Ravi Software GmbH',
  office: {
    street: '14-C Main Boulevard, Gulberg III',
    postalCode: '54660',
    city: 'Lahore',
    country: 'Pakistan',
  },
  registeredAddress: {
    street: 'Friedrichstraße 123',
    postalCode: '10117',
    city: 'Berlin',
    country: 'Germany',
  },
  phone: '+92 42 3578 1200',
  email: 'info@ravisoftware.com',
  website: 'www.ravisoftware.com',
  managingDirector: 'Usman Tariq',
  commercialRegister: 'Amtsgericht Berlin-Charlottenburg, HRB 241873 B',
  vatId: 'DE 341 275 968',
  bank: {
    bankName: 'Commerzbank AG',
    accountHolder: 'Ravi Software GmbH',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'COBADEFFXXX',
  },
};

/** `Friedrichstraße 123, 10117 Berlin, Germany`. */
export function formatPostalAddress(address: PostalAddress): string {
  return `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;
}
