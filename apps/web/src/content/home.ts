import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
/**
 * Texts of the home page. Its figures, clients and client testimonials are the firm's to state:
 * Staff keep them in the Home tab, and the server renders the page with them.
 */
export const hero = {
  eyebrow: msg`Lahore · Berlin`,
  title: msg`Software that moves your business forward`,
  lead: msg`We design, build and run custom software, cloud platforms and AI products for companies across Europe, with an engineering team in Lahore and a German GmbH as your contract partner.`,
  primaryCta: { label: msg`Start your project`, href: '/contact' },
  secondaryCta: { label: msg`Meet the team`, href: '/about' },
} as const;

export type OfferIcon = 'code' | 'cloud' | 'ai';

export interface Offer {
  icon: OfferIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
  points: readonly MessageDescriptor[];
}

export const offersIntro = {
  title: msg`What We Offer`,
  lead: msg`From the first sketch to the system that runs for years: one team that owns the whole journey.`,
} as const;

export const offers: readonly Offer[] = [
  {
    icon: 'code',
    title: msg`Custom Software`,
    text: msg`Web platforms, portals and internal tools built around the way your business actually works.`,
    points: [msg`Product discovery and UX`, msg`Web and mobile apps`, msg`Long-term maintenance`],
  },
  {
    icon: 'cloud',
    title: msg`Cloud Solutions`,
    text: msg`Architecture, migration and operations on the cloud, with costs and reliability under control.`,
    points: [msg`Cloud migration`, msg`Kubernetes and DevOps`, msg`Monitoring and security`],
  },
  {
    icon: 'ai',
    title: msg`AI Innovation`,
    text: msg`Practical machine learning and language models that save time and open new services.`,
    points: [
      msg`Document and data automation`,
      msg`Assistants and search`,
      msg`Model evaluation and MLOps`,
    ],
  },
];

export const closingCta = {
  title: msg`Have a project in mind?`,
  text: msg`Tell us where you want to go. We reply within one working day with next steps and a first estimate.`,
  cta: { label: msg`Contact us`, href: '/contact' },
} as const;
