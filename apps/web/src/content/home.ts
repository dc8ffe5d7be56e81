/** Texts of the home page. */
export const hero = {
  eyebrow: 'Lahore · Berlin',
  title: 'Software that moves your business forward',
  lead: 'We design, build and run custom software, cloud platforms and AI products for companies across Europe, with an engineering team in Lahore and a German GmbH as your contract partner.',
  primaryCta: { label: 'Start your project', href: '/contact' },
  secondaryCta: { label: 'Meet the team', href: '/about' },
  facts: [
    { value: '10+', label: 'years of delivery' },
    { value: '120+', label: 'projects shipped' },
    { value: '7', label: 'partner countries' },
  ],
} as const;

export type OfferIcon = 'code' | 'cloud' | 'ai';

export interface Offer {
  icon: OfferIcon;
  title: string;
  text: string;
  points: readonly string[];
}

export const offersIntro = {
  title: 'What We Offer',
  lead: 'From the first sketch to the system that runs for years: one team that owns the whole journey.',
} as const;

export const offers: readonly Offer[] = [
  {
    icon: 'code',
    title: 'Custom Software',
    text: 'Web platforms, portals and internal tools built around the way your business actually works.',
    points: ['Product discovery and UX', 'Web and mobile apps', 'Long-term maintenance'],
  },
  {
    icon: 'cloud',
    title: 'Cloud Solutions',
    text: 'Architecture, migration and operations on the cloud, with costs and reliability under control.',
    points: ['Cloud migration', 'Kubernetes and DevOps', 'Monitoring and security'],
  },
  {
    icon: 'ai',
    title: 'AI Innovation',
    text: 'Practical machine learning and language models that save time and open new services.',
    points: ['Document and data automation', 'Assistants and search', 'Model evaluation and MLOps'],
  },
];

/** Clients shown in the logo strip; each logo is an SVG wordmark in `public/clients/`. */
export const clients = [
  { name: 'Nordhafen Logistics', logo: '/clients/nordhafen.svg' },
  { name: 'Alpenwerk', logo: '/clients/alpenwerk.svg' },
  { name: 'Brightlane Health', logo: '/clients/brightlane.svg' },
  { name: 'Kanalstadt Energie', logo: '/clients/kanalstadt.svg' },
  { name: 'Tulip Commerce', logo: '/clients/tulip.svg' },
  { name: 'Vltava Fintech', logo: '/clients/vltava.svg' },
  { name: 'Øresund Mobility', logo: '/clients/oresund.svg' },
] as const;

/** Width and height of every client wordmark file. */
export const CLIENT_LOGO_SIZE = { width: 180, height: 48 } as const;

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'Ravi Software rebuilt our dispatch platform in five months. The team asked the right questions, shipped every two weeks and still answers within the hour when we need them.',
    name: 'Katrin Vogel',
    role: 'Head of Operations',
    company: 'Nordhafen Logistics',
  },
  {
    quote:
      'Their AI document pipeline now reads 40,000 supplier invoices a month. Clear contracts through the German GmbH made the decision easy for our board.',
    name: 'Jeroen de Wit',
    role: 'CTO',
    company: 'Tulip Commerce',
  },
];

export const closingCta = {
  title: 'Have a project in mind?',
  text: 'Tell us where you want to go. We reply within one working day with next steps and a first estimate.',
  cta: { label: 'Contact us', href: '/contact' },
} as const;
