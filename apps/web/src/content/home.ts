/**
 * Texts of the home page. Its figures, clients and client testimonials are the firm's to state:
 * Staff keep them in the Home tab, and the server renders the page with them.
 */
export const hero = {
  eyebrow: 'Lahore · Berlin',
  title: 'Software that moves your business forward',
  lead: 'We design, build and run custom software, cloud platforms and AI products for companies across Europe, with an engineering team in Lahore and a German GmbH as your contract partner.',
  primaryCta: { label: 'Start your project', href: '/contact' },
  secondaryCta: { label: 'Meet the team', href: '/about' },
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

export const closingCta = {
  title: 'Have a project in mind?',
  text: 'Tell us where you want to go. We reply within one working day with next steps and a first estimate.',
  cta: { label: 'Contact us', href: '/contact' },
} as const;
