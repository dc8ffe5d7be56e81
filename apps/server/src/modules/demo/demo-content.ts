import { transliterate } from '@app/shared/job';
import type { ContactTopic, ExperienceLevel } from '@app/shared/options';
import type { EventScene, Palette } from './demo-images';

/** What the demo database holds: the firm's recent events, a few testimonials and the people who wrote in. */

export interface DemoEvent {
  title: string;
  daysAgo: number;
  description: string | null;
  scene: EventScene;
  palette: Palette;
  photos: number;
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Team dinner in Gulberg',
    daysAgo: 15,
    description:
      'Our quarterly dinner under the lights, with the whole Lahore team and two colleagues visiting from the Berlin office.',
    scene: 'string-lights',
    palette: { top: '#f6a05a', bottom: '#5b2a86', accent: '#ffd98a', shade: '#2b1740' },
    photos: 3,
  },
  {
    title: 'Eid celebration at the office',
    daysAgo: 40,
    description:
      'Sweets, mehndi and a long lunch together before everyone left for the Eid holidays.',
    scene: 'crescent-night',
    palette: { top: '#0f2a3f', bottom: '#1f5f5b', accent: '#f4c95d', shade: '#0b1c2a' },
    photos: 2,
  },
  {
    title: 'Company hackathon',
    daysAgo: 75,
    description:
      'Twenty-four hours, six teams and a lot of chai. The winning prototype now helps a client in Munich plan deliveries.',
    scene: 'network',
    palette: { top: '#0b1430', bottom: '#1b2f6b', accent: '#5ee0ff', shade: '#27407a' },
    photos: 3,
  },
  {
    title: 'Company trip to Nathia Gali',
    daysAgo: 120,
    description: null,
    scene: 'mountains',
    palette: { top: '#9fd3f0', bottom: '#f7d9b0', accent: '#fff1c1', shade: '#2f5d50' },
    photos: 2,
  },
];

export interface DemoTestimonial {
  name: string;
  message: string;
  palette: Palette;
}

export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  {
    name: 'Ayesha Khan',
    message:
      'I joined as a fresh graduate and shipped my first feature to a real client within a month. Seniors always make time for a code review.',
    palette: { top: '#f3d9c6', bottom: '#d9a58a', accent: '#ffffff', shade: '#7a4a3a' },
  },
  {
    name: 'Bilal Ahmed',
    message:
      'Interesting projects for clients in Germany and the Netherlands, modern tools, and a team that cares about quality.',
    palette: { top: '#cfe3f3', bottom: '#8db4d6', accent: '#ffffff', shade: '#2d4b6b' },
  },
  {
    name: 'Hina Raza',
    message:
      'Flexible hours made it easy to balance work and family. I grew from QA engineer to QA lead here.',
    palette: { top: '#e6dcf2', bottom: '#b49ad1', accent: '#ffffff', shade: '#4e3470' },
  },
  {
    name: 'Jonas Weber',
    message:
      'Working with the Lahore team from Berlin feels like one office: open communication and deadlines that hold.',
    palette: { top: '#dcefe3', bottom: '#9ccbb0', accent: '#ffffff', shade: '#2f5b46' },
  },
];

export interface Person {
  firstName: string;
  lastName: string;
  country: 'PK' | 'DE';
}

const PAKISTANI_FIRST_NAMES = [
  'Ali',
  'Ayesha',
  'Bilal',
  'Fatima',
  'Hamza',
  'Hina',
  'Imran',
  'Zainab',
  'Usman',
  'Sana',
  'Omar',
  'Maryam',
  'Faisal',
  'Nadia',
  'Saad',
  'Amna',
  'Danish',
  'Mehwish',
];
const PAKISTANI_LAST_NAMES = [
  'Khan',
  'Ahmed',
  'Raza',
  'Malik',
  'Qureshi',
  'Siddiqui',
  'Butt',
  'Chaudhry',
  'Sheikh',
  'Hussain',
  'Iqbal',
  'Mirza',
];
const GERMAN_FIRST_NAMES = [
  'Lukas',
  'Anna',
  'Jonas',
  'Lena',
  'Felix',
  'Laura',
  'Maximilian',
  'Sophie',
  'Tobias',
  'Katharina',
];
const GERMAN_LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Wagner',
  'Becker',
  'Hoffmann',
  'Schäfer',
  'Koch',
];

/** Two in three people are from Pakistan, the rest from Germany, where the firm's clients are. */
export function pickPerson(random: () => number): Person {
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  return random() < 2 / 3
    ? {
        firstName: pick(PAKISTANI_FIRST_NAMES),
        lastName: pick(PAKISTANI_LAST_NAMES),
        country: 'PK',
      }
    : { firstName: pick(GERMAN_FIRST_NAMES), lastName: pick(GERMAN_LAST_NAMES), country: 'DE' };
}

const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'];

export function emailOf(person: Person, index: number): string {
  return `${transliterate(person.firstName)}.${transliterate(person.lastName)}@${EMAIL_DOMAINS[index % EMAIL_DOMAINS.length]}`;
}

export function phoneOf(person: Person, random: () => number): string {
  const digits = (count: number) =>
    Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  return person.country === 'PK'
    ? `+92 3${digits(2)} ${digits(7)}`
    : `+49 15${digits(1)} ${digits(8)}`;
}

const LAHORE_AREAS = [
  'DHA Phase 5',
  'Gulberg III',
  'Johar Town',
  'Model Town',
  'Bahria Town',
  'Garden Town',
  'Faisal Town',
];
const GERMAN_STREETS = [
  'Friedrichstraße, 10117 Berlin',
  'Schillerstraße, 60313 Frankfurt',
  'Königsallee, 40212 Düsseldorf',
  'Maximilianstraße, 80539 München',
];

export function addressOf(person: Person, random: () => number): string {
  const number = 1 + Math.floor(random() * 180);
  return person.country === 'PK'
    ? `House ${number}, Street ${1 + Math.floor(random() * 20)}, ${LAHORE_AREAS[Math.floor(random() * LAHORE_AREAS.length)]}, Lahore`
    : `${GERMAN_STREETS[Math.floor(random() * GERMAN_STREETS.length)]!.replace(',', ` ${number},`)}`;
}

/** The titles of the jobs the database starts with (migration 0015), which demo applicants apply for. */
export const DEMO_POSITIONS = [
  'Senior Full Stack Developer (Team Lead)',
  'Frontend Developer',
  'Backend Developer (Node.js/NestJS)',
  'UI/UX Designer',
  'QA Engineer',
  'Intern – Technical Documentation & Support',
] as const;
export type DemoPosition = (typeof DEMO_POSITIONS)[number];

export const APPLICATION_SUMMARIES: Record<DemoPosition, string> = {
  'Senior Full Stack Developer (Team Lead)':
    'Builds web products end to end with TypeScript, React and Node.js; has led small teams and cares about clean architecture and mentoring.',
  'Frontend Developer':
    'Turns designs into fast, accessible interfaces with React and modern CSS, and writes component tests as a habit.',
  'Backend Developer (Node.js/NestJS)':
    'Designs REST APIs with Node.js and NestJS on PostgreSQL, with a focus on reliability, monitoring and good documentation.',
  'UI/UX Designer':
    'Researches what users need, sketches flows in Figma and hands over design systems developers enjoy working with.',
  'QA Engineer':
    'Plans test strategies, automates browser tests with Playwright and keeps release checklists that catch problems early.',
  'Intern – Technical Documentation & Support':
    'Recent computer science graduate who enjoys writing clear documentation and helping users solve problems.',
};

export const EXPECTED_SALARY_BY_EXPERIENCE: Record<ExperienceLevel, [min: number, max: number]> = {
  'Fresh Graduate (0-1 years)': [60_000, 110_000],
  'Junior (2-3 years)': [120_000, 220_000],
  'Mid-Level (4-10 years)': [250_000, 450_000],
  'Senior (11+ years)': [480_000, 750_000],
};

export const REVIEW_REMARKS = [
  'Strong portfolio.',
  'Good communication in the first call.',
  'Ask about notice period.',
  'Salary above budget.',
  'Would fit the Munich project.',
];
export const INTERVIEW_TIMES = ['Mon 10:00', 'Tue 14:30', 'Wed 11:00', 'Thu 16:00', 'Fri 09:30'];

export const CONTACT_MESSAGES: Record<ContactTopic, [subject: string, message: string][]> = {
  Business: [
    [
      'Quote for an online shop',
      'We sell handmade textiles and need an online shop with payments in PKR and EUR. Could you send us a rough quote and timeline?',
    ],
    [
      'Mobile app for our clinic',
      'Our clinic in Lahore would like an app for appointments and reminders. Do you build for both Android and iOS?',
    ],
    [
      'Cloud migration',
      'We run our ERP on two old servers in our office. We would like to move it to the cloud this year and need advice.',
    ],
    [
      'Chatbot for customer support',
      'Our support team answers the same questions every day. Could an AI assistant help, and what would it cost?',
    ],
    [
      'Maintenance contract',
      'Our website was built by another agency that has closed. Would you take over maintenance and hosting?',
    ],
  ],
  Job: [
    [
      'Internship this summer',
      'I am in my final year of BS Computer Science and would like to do an internship with your team this summer.',
    ],
    [
      'QA position',
      'I saw your QA Engineer opening and have three years of experience with automated testing. Is the role still open?',
    ],
    [
      'Remote work from Germany',
      'I live in Hamburg and am interested in working with your team remotely as a frontend developer.',
    ],
  ],
  Inquiry: [
    [
      'Visiting your office',
      'We will be in Lahore next month and would like to meet your team in person. Which days would suit you?',
    ],
    [
      'Partnership',
      'We are a design studio in Berlin looking for a development partner for our clients. Can we schedule a call?',
    ],
    [
      'Question about an invoice',
      'Could you send us a copy of last month’s invoice with our new company address?',
    ],
  ],
  Others: [
    [
      'Invitation to a tech meetup',
      'We organise a monthly developer meetup in Lahore and would be glad if someone from your team gave a talk.',
    ],
    [
      'Feedback on your website',
      'Just wanted to say the new website looks great and loads quickly on my phone.',
    ],
  ],
};

/** The customers of the demo invoices (the benchmark's invoices take them too). */
export const DEMO_CUSTOMERS = [
  'Schneider Logistik GmbH',
  'Nordlicht Media AG',
  'Van Dijk Retail B.V.',
  'Alpenblick Software AG',
  'Hansen & Berg ApS',
  'Novák Systems s.r.o.',
  'Bauer Medizintechnik GmbH',
  'Thames Analytics Ltd',
  'Keller Immobilien GmbH',
  'Wiener Digital GmbH',
];
