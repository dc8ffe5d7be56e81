import { sql, type Kysely } from 'kysely';
import { isSqlite, TIMESTAMP_TYPE, withIdColumn } from './column-helpers';

/**
 * Open positions, kept by Staff: the Careers page, each job's page and the Apply form's positions
 * follow the published ones, in `display_order`. The three lists are JSON arrays of text. A slug
 * names one job; a title names at most one published job (an application's position is a title).
 * Filled with the six positions the site showed before they could be edited, published and in
 * that order. An application's position is a job's title from now on, so its column takes one of
 * 100 characters, the longest value the position counts hold (SQLite does not enforce lengths).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) {
    // PostgreSQL retypes no column a trigger names: the position counts' trigger (0009) goes
    // while the column widens, and comes back as it was.
    await sql`drop trigger applications_position_counts on applications`.execute(db);
    await db.schema
      .alterTable('applications')
      .alterColumn('position', (col) => col.setDataType('varchar(100)'))
      .execute();
    await sql`create trigger applications_position_counts
      after insert or delete or update of position on applications
      for each row execute function count_column_values('position')`.execute(db);
  }
  await withIdColumn(db, db.schema.createTable('jobs'))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('department', 'varchar(100)', (col) => col.notNull())
    .addColumn('location', 'varchar(200)', (col) => col.notNull())
    .addColumn('employment_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('qualifications', 'text', (col) => col.notNull())
    .addColumn('responsibilities', 'text', (col) => col.notNull())
    .addColumn('perks', 'text', (col) => col.notNull())
    .addColumn('published', 'integer', (col) => col.notNull())
    .addColumn('display_order', 'integer', (col) => col.notNull())
    .addColumn('published_at', TIMESTAMP_TYPE)
    .addColumn('created_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .addColumn('updated_at', TIMESTAMP_TYPE, (col) => col.notNull())
    .execute();
  // The public list: the published jobs in their order.
  await db.schema
    .createIndex('jobs_published_order_idx')
    .on('jobs')
    .columns(['published', 'display_order', 'id'])
    .execute();
  // Two Staff members publishing the same title at once: the second write fails here.
  await db.schema
    .createIndex('jobs_published_title_idx')
    .on('jobs')
    .unique()
    .expression(sql`lower(title)`)
    .where(sql.ref('published'), '=', 1)
    .execute();

  const now = new Date().toISOString();
  await (db as Kysely<{ jobs: Record<string, string | number> }>)
    .insertInto('jobs')
    .values(
      INITIAL_JOBS.map((job, index) => ({
        title: job.title,
        slug: job.slug,
        department: job.department,
        location: job.location,
        employment_type: job.employmentType,
        summary: job.summary,
        qualifications: JSON.stringify(job.qualifications),
        responsibilities: JSON.stringify(job.responsibilities),
        perks: JSON.stringify(job.perks),
        published: 1,
        display_order: index + 1,
        published_at: now,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** Applications keep the wider position column: a narrower one could not hold their titles. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}

/** Perks every position shared; some jobs added their own. */
const COMMON_PERKS = [
  'Health insurance for you and your family',
  'Annual performance bonus',
  'Learning budget for courses, books and conferences',
  'Flexible hours around a shared core time',
];

/** The positions of the Careers page as they were written into the site, with their anchors. */
const INITIAL_JOBS = [
  {
    slug: 'senior-full-stack-developer',
    title: 'Senior Full Stack Developer (Team Lead)',
    department: 'Engineering',
    location: 'Lahore, on site',
    employmentType: 'Full-time',
    summary:
      'Lead a team of four engineers building a logistics platform for a German client, from architecture to release. Experience: 6+ years.',
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
    department: 'Engineering',
    location: 'Lahore, on site',
    employmentType: 'Full-time',
    summary:
      'Build fast, accessible interfaces for web products used by thousands of people every day. Experience: 2+ years.',
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
    perks: COMMON_PERKS,
  },
  {
    slug: 'backend-developer',
    title: 'Backend Developer (Node.js/NestJS)',
    department: 'Engineering',
    location: 'Lahore, on site',
    employmentType: 'Full-time',
    summary:
      'Design APIs and services that stay fast and reliable under real load. Experience: 3+ years.',
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
    perks: COMMON_PERKS,
  },
  {
    slug: 'ui-ux-designer',
    title: 'UI/UX Designer',
    department: 'Design',
    location: 'Lahore, hybrid',
    employmentType: 'Full-time',
    summary:
      'Shape products from the first interview to the final pixel, together with our clients. Experience: 3+ years.',
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
    department: 'Quality Assurance',
    location: 'Lahore, on site',
    employmentType: 'Full-time',
    summary:
      'Make sure every release works for real users, with manual checks and automated tests. Experience: 2+ years.',
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
    perks: COMMON_PERKS,
  },
  {
    slug: 'intern-technical-documentation-support',
    title: 'Intern – Technical Documentation & Support',
    department: 'Support',
    location: 'Lahore, on site',
    employmentType: 'Internship',
    summary:
      'Start your career by writing the guides our clients read and helping them when they get stuck. A six-month internship for fresh graduates.',
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
