import { MESSAGES } from '@app/shared/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmployeesSay } from './components/employees-say';
import { OurEvents } from './components/our-events';
import { formatEventDate } from './format-event-date';

const fetchMock = vi.fn<typeof fetch>();

/** The carousel measures itself with observers that jsdom lacks. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const list = (data: unknown[]) => json(200, { data, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } } });

const image = (id: number, name: string) => ({
  id,
  attributes: {
    name,
    alternativeText: null,
    url: `/uploads/${name}`,
    ext: '.png',
    mime: 'image/png',
    width: 800,
    height: 600,
    formats: { small: { url: `/uploads/small_${name}`, width: 500, height: 375 } },
  },
});
const video = (id: number, name: string, ext: string, mime: string | null) => ({
  id,
  attributes: { name, alternativeText: null, url: `/uploads/${name}`, ext, mime, width: null, height: null, formats: null },
});

const EVENTS = [
  {
    id: 1,
    attributes: {
      title: 'Team dinner',
      date: '2025-05-10',
      description: 'Quarterly team dinner in Lahore.',
      images: { data: [image(1, 'dinner.png'), image(2, 'party.png')] },
      videos: { data: [video(3, 'clip.mp4', '.mp4', 'video/mp4')] },
    },
  },
  { id: 2, attributes: { title: 'Hackathon', date: '2025-03-01', description: null, images: { data: null }, videos: { data: null } } },
];

function withQueryClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('Our Events', () => {
  it('asks for the events with their media, shows a loading state, then a card per event', async () => {
    fetchMock.mockResolvedValue(list(EVENTS));
    render(withQueryClient(<OurEvents />));
    expect(screen.getByRole('status', { name: 'Loading events' })).toBeInTheDocument();

    const dinner = (await screen.findByRole('heading', { name: 'Team dinner' })).closest('article')!;
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/events?populate=*&sort=date%3Adesc');
    expect(within(dinner).getByText(formatEventDate('2025-05-10'))).toHaveAttribute('datetime', '2025-05-10');
    expect(within(dinner).getByText('Quarterly team dinner in Lahore.')).toBeInTheDocument();
    // The cover is the first image's small rendition.
    expect(dinner.querySelector('img')).toHaveAttribute('src', '/uploads/small_dinner.png');
    expect(within(dinner).getByRole('button', { name: /View Media/ })).toBeInTheDocument();

    const hackathon = screen.getByRole('heading', { name: 'Hackathon' }).closest('article')!;
    expect(within(hackathon).getByText(MESSAGES.noDescription)).toBeInTheDocument();
    expect(within(hackathon).queryByRole('button', { name: /View Media/ })).not.toBeInTheDocument();
  });

  it('opens the media in a dialog titled with the event, with previous and next, and closes it', async () => {
    fetchMock.mockResolvedValue(list(EVENTS));
    const user = userEvent.setup();
    render(withQueryClient(<OurEvents />));
    await user.click(await screen.findByRole('button', { name: /View Media/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Team dinner' });
    const slides = within(dialog).getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(within(slides[0]!).getByRole('img', { name: 'Team dinner, 1 of 3' })).toHaveAttribute('src', '/uploads/dinner.png');
    expect(slides[2]!.querySelector('video source')).toHaveAttribute('src', '/uploads/clip.mp4');
    expect(within(dialog).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /View Media/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /View Media/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when loading fails, and tries again on request', async () => {
    fetchMock.mockResolvedValueOnce(json(500, {})).mockResolvedValueOnce(list(EVENTS));
    const user = userEvent.setup();
    render(withQueryClient(<OurEvents />));
    expect(await screen.findByRole('alert')).toHaveTextContent('The events could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Team dinner' })).toBeInTheDocument();
  });

  it('says when there are no events yet', async () => {
    fetchMock.mockResolvedValue(list([]));
    render(withQueryClient(<OurEvents />));
    expect(await screen.findByText('No events yet. Check back soon.')).toBeInTheDocument();
  });
});

describe('What Our Employees Say', () => {
  it('shows each testimonial with its photo when there is one', async () => {
    fetchMock.mockResolvedValue(
      list([
        {
          id: 1,
          attributes: {
            name: 'Ayesha K.',
            message: 'Great place to grow.',
            photo: {
              data: {
                id: 4,
                attributes: {
                  name: 'portrait.png',
                  url: '/uploads/portrait.png',
                  formats: { thumbnail: { url: '/uploads/thumbnail_portrait.png', width: 156, height: 156 } },
                },
              },
            },
          },
        },
        { id: 2, attributes: { name: 'Bilal R.', message: 'Friendly team and interesting projects.', photo: { data: null } } },
      ]),
    );
    render(withQueryClient(<EmployeesSay />));
    expect(screen.getByRole('status', { name: 'Loading testimonials' })).toBeInTheDocument();
    const ayesha = (await screen.findByText('Ayesha K.')).closest('figure')!;
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/employees?populate=*');
    expect(within(ayesha).getByText('“Great place to grow.”')).toBeInTheDocument();
    expect(ayesha.querySelector('img')).toHaveAttribute('src', '/uploads/thumbnail_portrait.png');
    const bilal = screen.getByText('Bilal R.').closest('figure')!;
    expect(bilal.querySelector('img')).toBeNull();
    expect(within(bilal).getByText('“Friendly team and interesting projects.”')).toBeInTheDocument();
  });

  it('says so when loading fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(withQueryClient(<EmployeesSay />));
    expect(await screen.findByRole('alert')).toHaveTextContent('The testimonials could not be loaded.');
  });
});
