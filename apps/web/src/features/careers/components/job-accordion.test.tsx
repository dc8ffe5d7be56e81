import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JobAccordion } from './job-accordion';

const TITLES = [
  'Senior Full Stack Developer (Team Lead)',
  'Frontend Developer',
  'Backend Developer (Node.js/NestJS)',
  'UI/UX Designer',
  'QA Engineer',
  'Intern – Technical Documentation & Support',
];

describe('JobAccordion', () => {
  it('lists the six open positions, all closed', () => {
    render(<JobAccordion />);
    const triggers = screen.getAllByRole('button');
    expect(
      triggers.map(
        (trigger) => within(trigger).getByText(/./, { selector: '.job__title' }).textContent,
      ),
    ).toEqual(TITLES);
    for (const trigger of triggers) expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens one job at a time to its qualifications, responsibilities, perks and Apply Now', async () => {
    const user = userEvent.setup();
    render(<JobAccordion />);
    const [lead, frontend] = screen.getAllByRole('button');
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

    await user.click(lead!);
    expect(frontend).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(screen.getByRole('region', { name: /Senior Full Stack/ })).getByRole('link', {
        name: /Apply Now/,
      }),
    ).toHaveAttribute('href', '/apply?position=Senior+Full+Stack+Developer');
  });

  it('applies for the positions the Apply form offers', async () => {
    const user = userEvent.setup();
    render(<JobAccordion />);
    const hrefs: string[] = [];
    for (const trigger of screen.getAllByRole('button')) {
      await user.click(trigger);
      hrefs.push(screen.getByRole('link', { name: /Apply Now/ }).getAttribute('href')!);
    }
    expect(hrefs.map((href) => new URLSearchParams(href.split('?')[1]).get('position'))).toEqual([
      'Senior Full Stack Developer',
      'Frontend Developer',
      'Backend Developer',
      'UI UX Designer',
      'QA Engineer',
      'Intern Fresh Graduate',
    ]);
  });
});
