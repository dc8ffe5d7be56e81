import type { Position } from '@app/shared/options';

export interface Job {
  /** Anchor and key of the job, e.g. `frontend-developer`. */
  slug: string;
  title: string;
  /** The value of the Apply form's Position field this job applies for. */
  position: Position;
  type: string;
  location: string;
  experience: string;
  summary: string;
  qualifications: readonly string[];
  responsibilities: readonly string[];
  perks: readonly string[];
}

export const careersIntro = {
  eyebrow: 'Careers',
  title: 'Open Positions',
  lead: 'Join a team that ships real products for clients across Europe, learns together every week and keeps its evenings free.',
} as const;

/** Perks every position shares; some jobs add their own. */
const COMMON_PERKS = [
  'Health insurance for you and your family',
  'Annual performance bonus',
  'Learning budget for courses, books and conferences',
  'Flexible hours around a shared core time',
] as const;

export const jobs: readonly Job[] = [
  {
    slug: 'senior-full-stack-developer',
    title: 'Senior Full Stack Developer (Team Lead)',
    position: 'Senior Full Stack Developer',
    type: 'Full-time',
    location: 'Lahore, on site',
    experience: '6+ years',
    summary:
      'Lead a team of four engineers building a logistics platform for a German client, from architecture to release.',
    qualifications: [
      'Six or more years of professional web development, two of them leading a team',
      'Deep knowledge of TypeScript, React and Node.js',
      'Solid SQL and data-modelling skills, ideally with PostgreSQL',
      'Experience with automated testing, CI and code review',
      'Fluent written and spoken English',
    ],
    responsibilities: [
      'Own the technical design of new features together with the client',
      'Plan sprints, split work and review your team’s code',
      'Coach developers and help them grow',
      'Keep quality, performance and security high as the product grows',
    ],
    perks: [...COMMON_PERKS, 'Yearly visit to our client in Germany'],
  },
  {
    slug: 'frontend-developer',
    title: 'Frontend Developer',
    position: 'Frontend Developer',
    type: 'Full-time',
    location: 'Lahore, on site',
    experience: '2+ years',
    summary:
      'Build fast, accessible interfaces for web products used by thousands of people every day.',
    qualifications: [
      'Two or more years with React and TypeScript',
      'Strong HTML and CSS, including responsive layouts',
      'Care for accessibility and performance',
      'Experience with REST APIs and state management',
    ],
    responsibilities: [
      'Turn designs into polished, tested components',
      'Work closely with designers and backend developers',
      'Improve page speed and accessibility scores',
      'Write unit and browser tests for your features',
    ],
    perks: [...COMMON_PERKS],
  },
  {
    slug: 'backend-developer',
    title: 'Backend Developer (Node.js/NestJS)',
    position: 'Backend Developer',
    type: 'Full-time',
    location: 'Lahore, on site',
    experience: '3+ years',
    summary: 'Design APIs and services that stay fast and reliable under real load.',
    qualifications: [
      'Three or more years with Node.js, ideally NestJS',
      'Good knowledge of PostgreSQL or MongoDB',
      'Experience with queues, caching and Docker',
      'Understanding of authentication and API security',
    ],
    responsibilities: [
      'Design and build REST and GraphQL APIs',
      'Model data and write efficient queries',
      'Monitor services in production and fix what you find',
      'Document your APIs for other teams',
    ],
    perks: [...COMMON_PERKS],
  },
  {
    slug: 'ui-ux-designer',
    title: 'UI/UX Designer',
    position: 'UI UX Designer',
    type: 'Full-time',
    location: 'Lahore, hybrid',
    experience: '3+ years',
    summary:
      'Shape products from the first interview to the final pixel, together with our clients.',
    qualifications: [
      'A portfolio of web or mobile products you designed',
      'Three or more years with Figma and design systems',
      'Experience running user interviews and usability tests',
      'Knowledge of accessibility guidelines (WCAG)',
    ],
    responsibilities: [
      'Run discovery workshops and user research',
      'Create flows, wireframes and high-fidelity designs',
      'Maintain our clients’ design systems',
      'Review implemented screens with developers',
    ],
    perks: [...COMMON_PERKS, 'Two days a week from home'],
  },
  {
    slug: 'qa-engineer',
    title: 'QA Engineer',
    position: 'QA Engineer',
    type: 'Full-time',
    location: 'Lahore, on site',
    experience: '2+ years',
    summary:
      'Make sure every release works for real users, with manual checks and automated tests.',
    qualifications: [
      'Two or more years in software testing',
      'Experience with Cypress, Playwright or Selenium',
      'Ability to write clear bug reports and test plans',
      'Basic knowledge of SQL and APIs',
    ],
    responsibilities: [
      'Plan and run tests for every sprint',
      'Automate regression tests and keep them green',
      'Test APIs, performance and accessibility',
      'Work with developers to reproduce and fix issues',
    ],
    perks: [...COMMON_PERKS],
  },
  {
    slug: 'intern-technical-documentation-support',
    title: 'Intern – Technical Documentation & Support',
    position: 'Intern Fresh Graduate',
    type: 'Internship, 6 months',
    location: 'Lahore, on site',
    experience: 'Fresh graduate',
    summary:
      'Start your career by writing the guides our clients read and helping them when they get stuck.',
    qualifications: [
      'A recent degree in computer science, software engineering or a related field',
      'Clear written English',
      'Curiosity about how software works',
      'Patience and friendliness with users',
    ],
    responsibilities: [
      'Write and update user guides and release notes',
      'Answer support requests and pass bugs to the team',
      'Test new features before release',
      'Learn from a mentor in weekly sessions',
    ],
    perks: [
      'Paid internship',
      'A mentor for your whole internship',
      'A chance of a permanent role',
      'Learning budget for courses and books',
    ],
  },
];

/** The Apply page for a position: the form opens with that position chosen. */
export function applyHref(position: Position): string {
  return `/apply?${new URLSearchParams({ position }).toString()}`;
}
