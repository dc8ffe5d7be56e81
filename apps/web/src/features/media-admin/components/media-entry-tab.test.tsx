import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, mockApi } from '../../admin/testing/mock-api';
import { renderInAdminArea } from '../../admin/testing/render-admin';
import type { MediaCollection } from '../api/media-collection';
import EventsTab, { EVENTS } from '../events/events-tab';
import type { MediaEntry, MediaEntryMessages, MediaSection } from '../media-entry';
import { mediaFieldsOf } from '../media/entry-media';
import { eventEntity, testimonialEntity } from '../testing/entry-fixtures';
import { mockCollection, renderTab, row } from '../testing/media-tab-test';
import TestimonialsTab, { TESTIMONIALS } from '../testimonials/testimonials-tab';

/** What these tests read of a definition, whichever collection it is for. */
interface TabCase {
  tab: ReactElement;
  definition: {
    collection: MediaCollection;
    names: { one: string; other: string };
    messages: MediaEntryMessages;
    form: { fields: readonly { name: string; label: string; required?: boolean }[] };
    media: MediaSection<string>;
  };
  /** The one entry the list holds, and its name. */
  entry: MediaEntry<object>;
  name: string;
}

// Both tabs are the one media-entry admin with their own definitions: each checks what they share.
const TABS: TabCase[] = [
  {
    tab: <EventsTab />,
    definition: EVENTS,
    entry: eventEntity(1, { title: 'Team dinner' }),
    name: 'Team dinner',
  },
  {
    tab: <TestimonialsTab />,
    definition: TESTIMONIALS,
    entry: testimonialEntity(1, 'Ayesha Khan', 'Great place to grow.'),
    name: 'Ayesha Khan',
  },
];

afterEach(() => vi.unstubAllGlobals());

describe.each(TABS)('the $definition.names.other tab', ({ tab, definition, entry, name }) => {
  const { collection, names, messages, form } = definition;
  const path = `/manage/${names.other.toLowerCase()}`;
  const { searchField } = collection;
  const { url } = collection.routes.list;

  it('asks for every required field before saving', async () => {
    const api = mockCollection(url, [entry]);
    const { user } = await renderTab(tab, path, name);
    await user.click(screen.getByRole('button', { name: `Add ${names.one}` }));
    const dialog = await screen.findByRole('dialog', { name: `Add ${names.one}` });
    await user.click(within(dialog).getByRole('button', { name: `Save ${names.one}` }));
    const required = form.fields.filter((field) => field.required);
    expect(required.length).toBeGreaterThan(0);
    for (const { label } of required) {
      expect(await within(dialog).findByText(`${label} is required.`)).toBeInTheDocument();
    }
    expect(api.requests(`POST ${url}`)).toHaveLength(0);
  });

  it('shows the server’s reasons on the fields it refused when saving fails', async () => {
    const [textField] = form.fields;
    const [mediaField] = mediaFieldsOf(definition.media);
    const textReason = `${textField!.label} must be at most 100 characters.`;
    const mediaReason = `${mediaField!.name} must name uploaded files.`;
    const errors = [
      { path: [textField!.name], message: textReason, name: 'ValidationError' },
      { path: [mediaField!.name], message: mediaReason, name: 'ValidationError' },
    ];
    mockCollection(url, [entry], {
      [`PUT ${url}/1`]: () => errorResponse(400, 'ValidationError', textReason, { errors }),
    });
    const { user } = await renderTab(tab, path, name);
    await user.click(within(row(name)).getByRole('button', { name: `Edit: ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${names.one}` });
    await user.click(within(dialog).getByRole('button', { name: `Save ${names.one}` }));
    expect(await screen.findByText(messages.saveFailed)).toBeInTheDocument();
    const input = within(dialog).getByLabelText(new RegExp(textField!.label));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(textReason)).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByText(mediaReason).closest('[role="alert"]')).not.toBeNull();
  });

  it('says so when the list cannot be loaded', async () => {
    mockApi({
      [`GET ${url}`]: () => errorResponse(500, 'InternalServerError', 'Internal Server Error'),
    });
    renderInAdminArea(tab, { path });
    expect(await screen.findByText(messages.loadFailed)).toBeInTheDocument();
  });

  it('invites the first entry when there are none', async () => {
    mockCollection(url, []);
    renderInAdminArea(tab, { path });
    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
  });

  it('searches its field, and says so when nothing matches', async () => {
    const api = mockCollection(url, []);
    renderInAdminArea(tab, { path: `${path}?${searchField}=Zara` });
    expect(await screen.findByText(messages.noMatches)).toBeInTheDocument();
    const query = api.requests(`GET ${url}`)[0]!.url.searchParams;
    expect(query.get(`filters[${searchField}][$containsi]`)).toBe('Zara');
  });
});
