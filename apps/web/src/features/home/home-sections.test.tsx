import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientAttributes } from '@app/shared/client';
import type { ClientTestimonialAttributes } from '@app/shared/client-testimonial';
import type { Entity } from '@app/shared/contract';
import type { MediaEntity } from '@app/shared/media';
import { HOME_CONTENT_REQUESTS, type HomeContent } from '@app/shared/site-content';
import { json, mockFetchEachTest } from '../../testing/fetch-mock';
import { stubLayoutObserversEachTest } from '../../testing/layout-observers';
import { TEST_SITE_CONTENT, WithSiteContent } from '../../testing/site-content';
import { WithMessages } from '../../testing/with-messages';
import { useHomeContent } from './api/get-home-content';
import { ClientLogoStrip } from './components/client-logo-strip';
import { Hero } from './components/hero';
import { Testimonials } from './components/testimonials';

const fetchMock = mockFetchEachTest();

stubLayoutObserversEachTest();

const STAMP = '2026-11-01T09:00:00.000Z';

/** An uploaded image with its small rendition, as the API nests it. */
function image(id: number, name: string): MediaEntity {
  const variant = (format: string, width: number) => ({
    name: `${format}_${name}`,
    hash: `${format}_${id}`,
    ext: '.png',
    mime: 'image/png',
    path: null,
    width,
    height: width / 4,
    size: 1,
    sizeInBytes: 1000,
    url: `/uploads/${format}_${id}.png`,
  });
  return {
    id,
    attributes: {
      name,
      alternativeText: null,
      caption: null,
      width: 720,
      height: 180,
      formats: { small: variant('small', 500), thumbnail: variant('thumbnail', 245) },
      hash: String(id),
      ext: '.png',
      mime: 'image/png',
      size: 2,
      url: `/uploads/${id}.png`,
      previewUrl: null,
      provider: 'local',
      provider_metadata: null,
      createdAt: STAMP,
      updatedAt: STAMP,
    },
  };
}

const client = (id: number, name: string, logo: MediaEntity | null): Entity<ClientAttributes> => ({
  id,
  attributes: { name, order: id, createdAt: STAMP, updatedAt: STAMP, logo: { data: logo } },
});

const testimonial = (
  id: number,
  name: string,
  photo: MediaEntity | null,
): Entity<ClientTestimonialAttributes> => ({
  id,
  attributes: {
    quote: `${name} liked working with us.`,
    name,
    role: 'CTO',
    company: 'Alpenwerk',
    order: id,
    createdAt: STAMP,
    updatedAt: STAMP,
    photo: { data: photo },
  },
});

const HOME: HomeContent = {
  clients: [
    client(1, 'Nordhafen Logistics', image(11, 'nordhafen.png')),
    client(2, 'Alpenwerk', null),
  ],
  testimonials: [testimonial(1, 'Katrin Vogel', image(21, 'katrin.png'))],
  figures: {
    facts: [{ value: '10+', label: 'years of delivery' }],
    highlights: [
      { value: '99.98%', label: 'Uptime' },
      { value: '42', label: 'Releases this month' },
    ],
    updatedAt: STAMP,
  },
};

describe('the home page sections Staff keep', () => {
  it('leave no trace while their lists are empty', () => {
    const { container } = render(
      <>
        <Hero figures={{ facts: [], highlights: [], updatedAt: STAMP }} />
        <ClientLogoStrip clients={[]} />
        <Testimonials testimonials={[]} />
      </>,
      { wrapper: WithMessages },
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(container.querySelector('dl')).toBeNull();
    expect(container.querySelector('.hero-art__card')).toBeNull();
    expect(screen.queryByText('Trusted by teams across Europe')).toBeNull();
    expect(screen.queryByText('What our clients say')).toBeNull();
  });

  it('show the figures, the logos by their small rendition, and a single testimonial as a card', () => {
    const { container } = render(
      <>
        <Hero figures={HOME.figures} />
        <ClientLogoStrip clients={HOME.clients} />
        <Testimonials testimonials={HOME.testimonials} />
      </>,
      { wrapper: WithMessages },
    );
    const fact = container.querySelector('.hero__fact')!;
    expect(within(fact as HTMLElement).getByText('years of delivery').tagName).toBe('DT');
    expect(within(fact as HTMLElement).getByText('10+').tagName).toBe('DD');
    expect(
      [...container.querySelectorAll('.hero-art__card')].map((card) => card.textContent),
    ).toEqual(['Uptime99.98%', 'Releases this month42']);

    const strip = screen.getByRole('region', { name: 'Trusted by teams across Europe' });
    expect(within(strip).getByRole('img', { name: 'Nordhafen Logistics' })).toHaveAttribute(
      'src',
      '/uploads/small_11.png',
    );
    // A client whose logo file is gone is named rather than shown as a broken image.
    expect(within(strip).getAllByText('Alpenwerk')[0]).toHaveClass('logo-strip__name');

    const card = screen.getByText('Katrin Vogel liked working with us.').closest('figure')!;
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/small_21.png');
    expect(within(card).getByText('CTO, Alpenwerk')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Client testimonials' })).toBeNull();
  });

  it('show a person without a photo by their initials', () => {
    render(<Testimonials testimonials={[testimonial(2, 'Jeroen de Wit', null)]} />, {
      wrapper: WithMessages,
    });
    const card = screen.getByText('Jeroen de Wit liked working with us.').closest('figure')!;
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('JdW')).toBeInTheDocument();
  });
});

function HomeContentProbe() {
  const home = useHomeContent();
  return <p>{home ? home.clients.map((entry) => entry.attributes.name).join(', ') : 'none'}</p>;
}

describe('useHomeContent', () => {
  it('starts from the content the server rendered the page with, asking nothing', () => {
    render(
      <WithSiteContent content={{ ...TEST_SITE_CONTENT, home: HOME }}>
        <HomeContentProbe />
      </WithSiteContent>,
    );
    expect(screen.getByText('Nordhafen Logistics, Alpenwerk')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API when the page was opened from another one', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === HOME_CONTENT_REQUESTS.figures)
        return json(200, { data: { id: 1, attributes: HOME.figures } });
      const data = url === HOME_CONTENT_REQUESTS.clients ? HOME.clients : HOME.testimonials;
      return json(200, {
        data,
        meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 2 } },
      });
    });
    render(
      <WithSiteContent>
        <HomeContentProbe />
      </WithSiteContent>,
    );
    expect(screen.getByText('none')).toBeInTheDocument();
    expect(await screen.findByText('Nordhafen Logistics, Alpenwerk')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(
      Object.values(HOME_CONTENT_REQUESTS).sort(),
    );
  });
});
