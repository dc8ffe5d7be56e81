import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Job } from '@app/shared/job';
import { TEST_SITE_CONTENT, WithSiteContent, testJob } from '../../../testing/site-content';
import { MeetTheTeam } from './meet-the-team';

function renderTeam(jobs: Job[]) {
  render(
    <WithSiteContent content={{ ...TEST_SITE_CONTENT, jobs }}>
      <MeetTheTeam />
    </WithSiteContent>,
  );
}

const hiringCard = () => screen.queryByText('We’re hiring')?.closest('article') ?? null;

describe('Meet the Team', () => {
  it('links the hiring card to the open job of its role, described by that job', () => {
    renderTeam([
      testJob(1, 'QA Engineer'),
      testJob(2, 'Senior AI Engineer', { slug: 'senior-ai-engineer', location: 'Remote' }),
    ]);
    const card = hiringCard()!;
    expect(within(card).getByRole('heading', { name: 'Senior AI Engineer' })).toBeInTheDocument();
    expect(within(card).getByText('Full-time · Remote')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Read the job/ })).toHaveAttribute(
      'href',
      '/career/senior-ai-engineer',
    );
  });

  it('falls back to the first open job', () => {
    renderTeam([testJob(1, 'QA Engineer')]);
    expect(within(hiringCard()!).getByRole('link', { name: /Read the job/ })).toHaveAttribute(
      'href',
      '/career/qa-engineer',
    );
  });

  it('shows no hiring card when no job is open', () => {
    renderTeam([]);
    expect(hiringCard()).toBeNull();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(5);
  });
});
