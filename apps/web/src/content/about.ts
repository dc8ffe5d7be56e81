import atFlag from 'flag-icons/flags/4x3/at.svg';
import chFlag from 'flag-icons/flags/4x3/ch.svg';
import czFlag from 'flag-icons/flags/4x3/cz.svg';
import deFlag from 'flag-icons/flags/4x3/de.svg';
import dkFlag from 'flag-icons/flags/4x3/dk.svg';
import gbFlag from 'flag-icons/flags/4x3/gb.svg';
import nlFlag from 'flag-icons/flags/4x3/nl.svg';

/** Texts of the About page. */
export const whoWeAre = {
  eyebrow: 'About us',
  title: 'Who We Are',
  paragraphs: [
    'Ravi Software is a software engineering company named after the river that runs through Lahore. Our engineers, designers and testers work from one office in the city, and Ravi Software GmbH in Germany is the contract partner for our European clients.',
    'We started as a handful of developers building web shops for small businesses. Today we design and run platforms for logistics, health, energy and finance companies, and we still work the way we started: small teams, direct conversations, honest estimates.',
  ],
} as const;

export interface Partner {
  country: string;
  flag: string;
}

export const partnersIntro = {
  title: 'Global Partners',
  lead: 'Clients and partners in seven European countries trust us with the software their business runs on.',
} as const;

export const partners: readonly Partner[] = [
  { country: 'Germany', flag: deFlag },
  { country: 'United Kingdom', flag: gbFlag },
  { country: 'Netherlands', flag: nlFlag },
  { country: 'Switzerland', flag: chFlag },
  { country: 'Denmark', flag: dkFlag },
  { country: 'Austria', flag: atFlag },
  { country: 'Czech Republic', flag: czFlag },
];

export type DriverIcon = 'innovation' | 'agility' | 'partnership';

export const driversIntro = {
  title: 'What Drives Us',
  lead: 'Three ideas guide how we hire, how we plan and how we work with every client.',
} as const;

export const drivers: readonly { icon: DriverIcon; title: string; text: string }[] = [
  {
    icon: 'innovation',
    title: 'Innovation',
    text: 'We try new tools in small, safe steps and keep what really makes software better, faster or cheaper to run.',
  },
  {
    icon: 'agility',
    title: 'Agility',
    text: 'Short cycles, working software every two weeks and plans that change when your market does.',
  },
  {
    icon: 'partnership',
    title: 'Partnership',
    text: 'We think like your own team: we share what we know, say early when something is at risk and stay after launch.',
  },
];

export const mission = {
  title: 'Our Mission',
  statement:
    'To give growing companies the engineering team they need: skilled, dependable and honest, building software that lasts and people enjoy using.',
  text: 'We measure ourselves by the systems still running years after we built them, and by the clients who come back with their next idea.',
} as const;

export interface OfficePhoto {
  /** Base path without width and extension; files exist at 640 and 1200 px wide in WebP and JPEG. */
  src: string;
  alt: string;
  caption: string;
}

/** Every office photo is 3:2; these are the intrinsic size of the largest file. */
export const OFFICE_PHOTO_SIZE = { width: 1200, height: 800 } as const;
export const OFFICE_PHOTO_WIDTHS = [640, 1200] as const;

export const officeIntro = {
  title: 'Our Office',
  lead: 'Our home in Lahore: bright rooms, quiet corners for deep work and a big table for lunch together.',
} as const;

export const officePhotos: readonly OfficePhoto[] = [
  {
    src: '/images/office-workspace',
    alt: 'Open-plan workspace with rows of desks, monitors and plants under tall windows',
    caption: 'The open workspace on the twelfth floor',
  },
  {
    src: '/images/office-meeting',
    alt: 'Meeting room with a long table, chairs and a wall screen showing a project board',
    caption: 'Where sprint reviews and client calls happen',
  },
  {
    src: '/images/office-lounge',
    alt: 'Lounge with a sofa, a coffee bar and a view over the Lahore skyline at dusk',
    caption: 'The lounge, for chai breaks and team lunches',
  },
];

export interface TeamMember {
  name: string;
  role: string;
  experience: string;
  stack: readonly string[];
  /** An open position shown in the team grid instead of a person. */
  hiring?: boolean;
}

export const teamIntro = {
  title: 'Meet the Team',
  lead: 'The people who will build your product, and the seat we are looking to fill next.',
} as const;

export const team: readonly TeamMember[] = [
  {
    name: 'Usman Tariq',
    role: 'Chief Executive Officer',
    experience: '15 years',
    stack: ['Strategy', 'Architecture', 'Sales'],
  },
  {
    name: 'Anna Becker',
    role: 'Head of Client Services, Berlin',
    experience: '12 years',
    stack: ['Contracts', 'Delivery', 'Client success'],
  },
  {
    name: 'Hamza Sheikh',
    role: 'Senior Full Stack Developer (Team Lead)',
    experience: '9 years',
    stack: ['React', 'Node.js', 'PostgreSQL'],
  },
  {
    name: 'Ayesha Khan',
    role: 'Frontend Developer',
    experience: '5 years',
    stack: ['TypeScript', 'React', 'Next.js'],
  },
  {
    name: 'Bilal Raza',
    role: 'Backend Developer',
    experience: '6 years',
    stack: ['NestJS', 'Redis', 'Docker'],
  },
  {
    name: 'Fatima Malik',
    role: 'UI/UX Designer',
    experience: '7 years',
    stack: ['Figma', 'Design systems', 'User research'],
  },
  {
    name: 'Zain Ahmed',
    role: 'Cloud & DevOps Engineer',
    experience: '8 years',
    stack: ['Kubernetes', 'Google Cloud', 'Terraform'],
  },
  {
    name: 'Sara Iqbal',
    role: 'QA Engineer',
    experience: '4 years',
    stack: ['Cypress', 'Selenium', 'Jest'],
  },
  {
    name: 'Ali Hassan',
    role: 'Mobile Developer',
    experience: '5 years',
    stack: ['Flutter', 'Kotlin', 'Firebase'],
  },
  {
    name: 'Mahnoor Javed',
    role: 'Data Scientist',
    experience: '4 years',
    stack: ['Python', 'PyTorch', 'FastAPI'],
  },
  {
    name: 'Omar Farooq',
    role: 'Project Manager',
    experience: '10 years',
    stack: ['Scrum', 'Jira', 'Stakeholder care'],
  },
  {
    name: 'Could be you',
    role: 'AI Engineer',
    experience: '3+ years',
    stack: ['LLMs', 'Python', 'MLOps'],
    hiring: true,
  },
];
