import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_SITE_CONTENT, WithSiteContent, testJob } from '../../../testing/site-content';
import { JobAccordion } from './job-accordion';

const JOBS = [
  testJob(1, 'Senior Full Stack Developer (Team Lead)', { slug: 'senior-full-stack-developer' }),
  testJob(2, 'Frontend Developer', { employmentType: 'Part-time', department: 'Web' }),
  testJob(3, 'Intern – Technical Documentation & Support', {
    slug: 'intern',
    perks: [],
  }),
];

function renderJobs(jobs = JOBS) {
  render(
    <WithSiteContent content={{ ...TEST_SITE_CONTENT, jobs }}>
      <JobAccordion />
    </WithSiteContent>,
  );
}

describe('JobAccordion', () => {
  it('lists the published jobs in their order, all closed, with type, place and department', () => {
    renderJobs();
    const triggers = screen.getAllByRole('button');
    expect(
      triggers.map(
        (trigger) => within(trigger).getByText(/./, { selector: '.job__title' }).textContent,
      ),
    ).toEqual(JOBS.map((job) => job.attributes.title));
    for (const trigger of triggers) expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(within(triggers[1]!).getByText('Part-time')).toBeInTheDocument();
    expect(within(triggers[1]!).getByText('Web')).toBeInTheDocument();
  });

  it('opens one job at a time to its lists, Apply Now for its title and a link to its page', async () => {
    const user = userEvent.setup();
    renderJobs();
    const [lead, frontend, intern] = screen.getAllByRole('button');
    await user.click(frontend!);
    expect(frontend).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: /Frontend Developer/ });
    for (const heading of ['Qualifications', 'Responsibilities', 'Perks']) {
      expect(within(panel).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(within(panel).getByRole('link', { name: /Apply Now/ })).toHaveAttribute(
      'href',
      '/apply?position=Frontend+Developer',
    );
    expect(within(panel).getByRole('link', { name: /job’s page/ })).toHaveAttribute(
      'href',
      '/career/frontend-developer',
    );

    await user.click(lead!);
    expect(frontend).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(screen.getByRole('region', { name: /Senior Full Stack/ })).getByRole('link', {
        name: /Apply Now/,
      }),
    ).toHaveAttribute('href', '/apply?position=Senior+Full+Stack+Developer+%28Team+Lead%29');

    // A list the job does not have is not shown empty.
    await user.click(intern!);
    const internPanel = screen.getByRole('region', { name: /Intern/ });
    expect(within(internPanel).queryByRole('heading', { name: 'Perks' })).not.toBeInTheDocument();
  });

  it('says so when no position is open', () => {
    renderJobs([]);
    expect(screen.getByText('There are no open positions at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
