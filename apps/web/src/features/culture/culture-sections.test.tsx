import { MESSAGES } from '@app/shared/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { json, mockFetchEachTest } from '../../testing/fetch-mock';
import { stubLayoutObserversEachTest } from '../../testing/layout-observers';
import { TEST_SITE_CONTENT, WithSiteContent } from '../../testing/site-content';
import type { SiteContent } from '@app/shared/site-content';
import { EmployeesSay } from './components/employees-say';
import { OurEvents } from './components/our-events';
import { formatEventDate } from './format-event-date';

const fetchMock = mockFetchEachTest();

stubLayoutObserversEachTest();
const list = (data: unknown[]) =>
  json(200, {
    data,
    meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } },
  });

/** Answers a list request as the API does: the page and page size it names, with Strapi's `meta.pagination`. */
function pageOf(entries: unknown[], url: string) {
  const query = new URL(url, 'http://localhost').searchParams;
  const page = Number(query.get('pagination[page]') ?? 1);
  const pageSize = Number(query.get('pagination[pageSize]') ?? 25);
  return json(200, {
    data: entries.slice((page - 1) * pageSize, page * pageSize),
    meta: {
      pagination: {
        page,
        pageSize,
        pageCount: Math.ceil(entries.length / pageSize),
        total: entries.length,
      },
    },
  });
}
const serve = (entries: unknown[]) =>
  fetchMock.mockImplementation((input) => Promise.resolve(pageOf(entries, String(input))));
const requestedPages = () =>
  fetchMock.mock.calls.map(([input]) => {
    const query = new URL(String(input), 'http://localhost').searchParams;
    return `${query.get('pagination[page]')}/${query.get('pagination[pageSize]')}`;
  });

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
  attributes: {
    name,
    alternativeText: null,
    url: `/uploads/${name}`,
    ext,
    mime,
    width: null,
    height: null,
    formats: null,
  },
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
  {
    id: 2,
    attributes: {
      title: 'Hackathon',
      date: '2025-03-01',
      description: null,
      images: { data: null },
      videos: { data: null },
    },
  },
];

/** `count` events without media, `Event 1` first, as the API sorts them (newest first). */
const numberedEvents = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    attributes: {
      title: `Event ${index + 1}`,
      date: '2025-01-01',
      description: null,
      images: { data: null },
      videos: { data: null },
    },
  }));

/** The page as a visitor who came from another page has it: no lists rendered by the server. */
function withQueryClient(children: ReactNode, content: SiteContent = TEST_SITE_CONTENT) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
  });
  return (
    <WithSiteContent content={content}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </WithSiteContent>
  );
}

describe('Our Events', () => {
  it('asks for the events with their media, shows a loading state, then a card per event', async () => {
    fetchMock.mockResolvedValue(list(EVENTS));
    render(withQueryClient(<OurEvents />));
    expect(screen.getByRole('status', { name: 'Loading events' })).toBeInTheDocument();

    const dinner = (await screen.findByRole('heading', { name: 'Team dinner' })).closest(
      'article',
    )!;
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/events?sort=date%3Adesc&pagination%5Bpage%5D=1&pagination%5BpageSize%5D=12&populate=*',
    );
    expect(within(dinner).getByText(formatEventDate('2025-05-10'))).toHaveAttribute(
      'datetime',
      '2025-05-10',
    );
    expect(within(dinner).getByText('Quarterly team dinner in Lahore.')).toBeInTheDocument();
    // The cover is the first image's small rendition.
    expect(dinner.querySelector('img')).toHaveAttribute('src', '/uploads/small_dinner.png');
    expect(within(dinner).getByRole('button', { name: /View Media/ })).toBeInTheDocument();

    const hackathon = screen.getByRole('heading', { name: 'Hackathon' }).closest('article')!;
    expect(within(hackathon).getByText(MESSAGES.noDescription)).toBeInTheDocument();
    expect(within(hackathon).queryByRole('button', { name: /View Media/ })).not.toBeInTheDocument();
  });

  it('shows the first page the server rendered the page with at once, and asks only for the next', async () => {
    const all = numberedEvents(14);
    const firstPage = {
      data: all.slice(0, 12),
      meta: { pagination: { page: 1, pageSize: 12, pageCount: 2, total: 14 } },
    };
    const rendered = {
      ...TEST_SITE_CONTENT,
      culture: { events: firstPage, testimonials: { ...firstPage, data: [] } },
    } as unknown as SiteContent;
    fetchMock.mockImplementation(async (url) => pageOf(all, String(url)));
    const user = userEvent.setup();
    render(withQueryClient(<OurEvents />, rendered));
    // No loading state and no request: the events are in the page.
    expect(screen.getByRole('heading', { name: 'Event 12' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Show more/ }));
    expect(await screen.findByRole('heading', { name: 'Event 14' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('pagination%5Bpage%5D=2');
  });

  it('opens the media in a dialog titled with the event, with previous and next, and closes it', async () => {
    fetchMock.mockResolvedValue(list(EVENTS));
    const user = userEvent.setup();
    render(withQueryClient(<OurEvents />));
    await user.click(await screen.findByRole('button', { name: /View Media/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Team dinner' });
    const slides = within(dialog).getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(within(slides[0]!).getByRole('img', { name: 'Team dinner, 1 of 3' })).toHaveAttribute(
      'src',
      '/uploads/dinner.png',
    );
    expect(slides[2]!.querySelector('video source')).toHaveAttribute('src', '/uploads/clip.mp4');
    expect(within(dialog).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /View Media/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /View Media/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }),
    );
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

  it('shows a page of events, and the next ones on Show more until the 26th and last are on screen', async () => {
    // Newest first, as the API sorts them: Event 1 is the newest, Event 30 the oldest.
    const thirty = numberedEvents(30);
    serve(thirty);
    const user = userEvent.setup();
    render(withQueryClient(<OurEvents />));
    // Titles of the event cards on screen, in order (a text query: role queries are slow on long lists).
    const shownTitles = () =>
      Array.from(document.querySelectorAll('li > article h3'), (h) => h.textContent);
    const titlesUpTo = (last: number) =>
      thirty.slice(0, last).map((event) => event.attributes.title);

    expect(await screen.findByText('Event 12')).toBeInTheDocument();
    expect(shownTitles()).toEqual(titlesUpTo(12));
    expect(screen.getByText('Showing 12 of 30 events')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(screen.getByRole('button', { name: 'Show more events' }));
    const thirteenth = (await screen.findByText('Event 13')).closest('li')!;
    expect(shownTitles()).toEqual(titlesUpTo(24));
    // Focus moves to the first event added, and the addition is announced politely.
    await waitFor(() => expect(thirteenth).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('12 more events shown, 24 of 30.');
    expect(screen.getByText('Showing 24 of 30 events')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more events' }));
    const twentySixth = (await screen.findByText('Event 26')).closest('article')!;
    expect(within(twentySixth).getByRole('heading', { name: 'Event 26' })).toBeInTheDocument();
    expect(shownTitles()).toEqual(titlesUpTo(30));
    await waitFor(() => expect(screen.getByText('Event 25').closest('li')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('6 more events shown, 30 of 30.');
    // The last page is in: no button, no count.
    expect(screen.queryByRole('button', { name: 'Show more events' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing \d+ of/)).not.toBeInTheDocument();
    expect(requestedPages()).toEqual(['1/12', '2/12', '3/12']);
  });

  it('shows no Show more when one page holds every event', async () => {
    serve(EVENTS);
    render(withQueryClient(<OurEvents />));
    expect(await screen.findByRole('heading', { name: 'Hackathon' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(requestedPages()).toEqual(['1/12']);
  });

  it('keeps the events shown when the next page fails, says so, and Show more tries again', async () => {
    const thirteen = numberedEvents(13);
    let failNext = true;
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.includes('pagination%5Bpage%5D=2') && failNext) {
        failNext = false;
        return Promise.resolve(json(500, {}));
      }
      return Promise.resolve(pageOf(thirteen, url));
    });
    const user = userEvent.setup();
    // No retries here, so the failure shows at once.
    render(withQueryClient(<OurEvents />));
    await user.click(await screen.findByRole('button', { name: 'Show more events' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More events could not be loaded. Please try again.',
    );
    expect(screen.getAllByRole('article')).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Show more events' }));
    expect(await screen.findByRole('heading', { name: 'Event 13' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 more event shown, 13 of 13.');
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
                  formats: {
                    small: { url: '/uploads/small_portrait.png', width: 500, height: 500 },
                    thumbnail: { url: '/uploads/thumbnail_portrait.png', width: 156, height: 156 },
                  },
                },
              },
            },
          },
        },
        {
          id: 2,
          attributes: {
            name: 'Bilal R.',
            message: 'Friendly team and interesting projects.',
            photo: { data: null },
          },
        },
      ]),
    );
    render(withQueryClient(<EmployeesSay />));
    expect(screen.getByRole('status', { name: 'Loading testimonials' })).toBeInTheDocument();
    const ayesha = (await screen.findByText('Ayesha K.')).closest('figure')!;
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/employees?pagination%5Bpage%5D=1&pagination%5BpageSize%5D=6&populate=*',
    );
    expect(within(ayesha).getByText('“Great place to grow.”')).toBeInTheDocument();
    // SPEC.md's media rule: the small rendition, not the thumbnail.
    expect(ayesha.querySelector('img')).toHaveAttribute('src', '/uploads/small_portrait.png');
    const bilal = screen.getByText('Bilal R.').closest('figure')!;
    expect(bilal.querySelector('img')).toBeNull();
    expect(
      within(bilal).getByText('“Friendly team and interesting projects.”'),
    ).toBeInTheDocument();
  });

  it('shows six testimonials, and every further one on Show more testimonials', async () => {
    const eight = Array.from({ length: 8 }, (_, index) => ({
      id: index + 1,
      attributes: {
        name: `Person ${index + 1}`,
        message: `Message ${index + 1}.`,
        photo: { data: null },
      },
    }));
    serve(eight);
    const user = userEvent.setup();
    render(withQueryClient(<EmployeesSay />));
    expect(await screen.findByText('Person 6')).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(6);
    expect(screen.queryByText('Person 7')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 6 of 8 testimonials')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more testimonials' }));
    expect(await screen.findByText('Person 8')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('figure')
        .map((figure) => within(figure).getByText(/^Person/).textContent),
    ).toEqual(eight.map((employee) => employee.attributes.name));
    await waitFor(() => expect(screen.getByText('Person 7').closest('li')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('2 more testimonials shown, 8 of 8.');
    expect(
      screen.queryByRole('button', { name: 'Show more testimonials' }),
    ).not.toBeInTheDocument();
    expect(requestedPages()).toEqual(['1/6', '2/6']);
  });

  it('says when there are no testimonials yet', async () => {
    serve([]);
    render(withQueryClient(<EmployeesSay />));
    expect(await screen.findByText('No testimonials yet.')).toBeInTheDocument();
  });

  it('says so when loading fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(withQueryClient(<EmployeesSay />));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The testimonials could not be loaded.',
    );
  });
});
