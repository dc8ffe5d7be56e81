import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import atFlag from 'flag-icons/flags/4x3/at.svg';
import chFlag from 'flag-icons/flags/4x3/ch.svg';
import czFlag from 'flag-icons/flags/4x3/cz.svg';
import deFlag from 'flag-icons/flags/4x3/de.svg';
import dkFlag from 'flag-icons/flags/4x3/dk.svg';
import gbFlag from 'flag-icons/flags/4x3/gb.svg';
import nlFlag from 'flag-icons/flags/4x3/nl.svg';

/** Texts of the About page. */
export const whoWeAre = {
  eyebrow: msg`About us`,
  title: msg`Who We Are`,
  paragraphs: [
    msg`Ravi Software is a software engineering company named after the river that runs through Lahore. Our engineers, designers and testers work from one office in the city, and Ravi Software GmbH in Germany is the contract partner for our European clients.`,
    msg`We started as a handful of developers building web shops for small businesses. Today we design and run platforms for logistics, health, energy and finance companies, and we still work the way we started: small teams, direct conversations, honest estimates.`,
  ],
} as const;

export interface Partner {
  country: MessageDescriptor;
  flag: string;
}

export const partnersIntro = {
  title: msg`Global Partners`,
  lead: msg`Clients and partners in seven European countries trust us with the software their business runs on.`,
} as const;

export const partners: readonly Partner[] = [
  { country: msg`Germany`, flag: deFlag },
  { country: msg`United Kingdom`, flag: gbFlag },
  { country: msg`Netherlands`, flag: nlFlag },
  { country: msg`Switzerland`, flag: chFlag },
  { country: msg`Denmark`, flag: dkFlag },
  { country: msg`Austria`, flag: atFlag },
  { country: msg`Czech Republic`, flag: czFlag },
];

export type DriverIcon = 'innovation' | 'agility' | 'partnership';

export const driversIntro = {
  title: msg`What Drives Us`,
  lead: msg`Three ideas guide how we hire, how we plan and how we work with every client.`,
} as const;

export const drivers: readonly {
  icon: DriverIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}[] = [
  {
    icon: 'innovation',
    title: msg`Innovation`,
    text: msg`We try new tools in small, safe steps and keep what really makes software better, faster or cheaper to run.`,
  },
  {
    icon: 'agility',
    title: msg`Agility`,
    text: msg`Short cycles, working software every two weeks and plans that change when your market does.`,
  },
  {
    icon: 'partnership',
    title: msg`Partnership`,
    text: msg`We think like your own team: we share what we know, say early when something is at risk and stay after launch.`,
  },
];

export const mission = {
  title: msg`Our Mission`,
  statement: msg`To give growing companies the engineering team they need: skilled, dependable and honest, building software that lasts and people enjoy using.`,
  text: msg`We measure ourselves by the systems still running years after we built them, and by the clients who come back with their next idea.`,
} as const;

export interface OfficePhoto {
  /** Base path without width and extension; files exist at 640 and 1200 px wide in WebP and JPEG. */
  src: string;
  alt: MessageDescriptor;
  caption: MessageDescriptor;
}

/** Every office photo is 3:2; these are the intrinsic size of the largest file. */
export const OFFICE_PHOTO_SIZE = { width: 1200, height: 800 } as const;
export const OFFICE_PHOTO_WIDTHS = [640, 1200] as const;

export const officeIntro = {
  title: msg`Our Office`,
  lead: msg`Our home in Lahore: bright rooms, quiet corners for deep work and a big table for lunch together.`,
} as const;

export const officePhotos: readonly OfficePhoto[] = [
  {
    src: '/images/office-workspace',
    alt: msg`Open-plan workspace with rows of desks, monitors and plants under tall windows`,
    caption: msg`The open workspace on the twelfth floor`,
  },
  {
    src: '/images/office-meeting',
    alt: msg`Meeting room with a long table, chairs and a wall screen showing a project board`,
    caption: msg`Where sprint reviews and client calls happen`,
  },
  {
    src: '/images/office-lounge',
    alt: msg`Lounge with a sofa, a coffee bar and a view over the Lahore skyline at dusk`,
    caption: msg`The lounge, for chai breaks and team lunches`,
  },
];

export interface TeamMember {
  /** A person's own name, or what the open position's card says instead. */
  name: string | MessageDescriptor;
  role: MessageDescriptor;
  experience: MessageDescriptor;
  stack: readonly MessageDescriptor[];
  /** An open position shown in the team grid instead of a person. */
  hiring?: boolean;
}

export const teamIntro = {
  title: msg`Meet the Team`,
  lead: msg`The people who will build your product, and the seat we are looking to fill next.`,
} as const;

export const team: readonly TeamMember[] = [
  {
    name: 'Usman Tariq',
    role: msg`Chief Executive Officer`,
    experience: msg`15 years`,
    stack: [msg`Strategy`, msg`Architecture`, msg`Sales`],
  },
  {
    name: 'Anna Becker',
    role: msg`Head of Client Services, Berlin`,
    experience: msg`12 years`,
    stack: [msg`Contracts`, msg`Delivery`, msg`Client success`],
  },
  {
    name: 'Hamza Sheikh',
    role: msg`Senior Full Stack Developer (Team Lead)`,
    experience: msg`9 years`,
    stack: [msg`React`, msg`Node.js`, msg`PostgreSQL`],
  },
  {
    name: 'Ayesha Khan',
    role: msg`Frontend Developer`,
    experience: msg`5 years`,
    stack: [msg`TypeScript`, msg`React`, msg`Next.js`],
  },
  {
    name: 'Bilal Raza',
    role: msg`Backend Developer`,
    experience: msg`6 years`,
    stack: [msg`NestJS`, msg`Redis`, msg`Docker`],
  },
  {
    name: 'Fatima Malik',
    role: msg`UI/UX Designer`,
    experience: msg`7 years`,
    stack: [msg`Figma`, msg`Design systems`, msg`User research`],
  },
  {
    name: 'Zain Ahmed',
    role: msg`Cloud & DevOps Engineer`,
    experience: msg`8 years`,
    stack: [msg`Kubernetes`, msg`Google Cloud`, msg`Terraform`],
  },
  {
    name: 'Sara Iqbal',
    role: msg`QA Engineer`,
    experience: msg`4 years`,
    stack: [msg`Cypress`, msg`Selenium`, msg`Jest`],
  },
  {
    name: 'Ali Hassan',
    role: msg`Mobile Developer`,
    experience: msg`5 years`,
    stack: [msg`Flutter`, msg`Kotlin`, msg`Firebase`],
  },
  {
    name: 'Mahnoor Javed',
    role: msg`Data Scientist`,
    experience: msg`4 years`,
    stack: [msg`Python`, msg`PyTorch`, msg`FastAPI`],
  },
  {
    name: 'Omar Farooq',
    role: msg`Project Manager`,
    experience: msg`10 years`,
    stack: [msg`Scrum`, msg`Jira`, msg`Stakeholder care`],
  },
  {
    name: msg`Could be you`,
    role: msg`AI Engineer`,
    experience: msg`3+ years`,
    stack: [msg`LLMs`, msg`Python`, msg`MLOps`],
    hiring: true,
  },
];
