import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MAX_VIDEOS } from '@app/shared/event';
import { IMAGE_MAX_BYTES, UPLOAD_MESSAGES } from '@app/shared/media';
import { errorResponse, jsonResponse, type MockHandler } from '../../admin/testing/mock-api';
import { fakeUploadRequests } from '../../../testing/fake-upload-requests';
import { entryList, eventEntity } from '../testing/entry-fixtures';
import { mediaEntity, pickedFile, uploadedFile } from '../testing/media-fixtures';
import { mockCollection, renderTab as renderMediaTab, row } from '../testing/media-tab-test';
import EventsTab, { EVENT_MEDIA_MESSAGES, EVENTS } from './events-tab';

const dinner = eventEntity(1, {
  title: 'Team dinner',
  date: '2025-05-10',
  description: 'Quarterly team dinner in Lahore.',
  images: [
    mediaEntity(21, 'table.png'),
    mediaEntity(22, 'toast.png'),
    mediaEntity(23, 'group.png'),
  ],
  videos: [mediaEntity(31, 'speech.mp4', 'video/mp4')],
});
const hike = eventEntity(2, { title: 'Margalla hike', date: '2025-03-02' });

function mockEvents(routes: Record<string, MockHandler> = {}) {
  return mockCollection('/api/events', [dinner, hike], routes);
}

function renderTab() {
  return renderMediaTab(<EventsTab />, '/manage/events', 'Team dinner');
}

async function openEditor(user: ReturnType<typeof userEvent.setup>, button: string) {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

function names(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.media-order__name')?.textContent);
}

function mediaSection(dialog: HTMLElement, title: 'Images' | 'Videos') {
  return within(dialog).getByRole('region', { name: new RegExp(`^${title}`) });
}

afterEach(() => vi.unstubAllGlobals());

describe('EventsTab', () => {
  it('lists events newest first with cover, date and how many images and videos each has', async () => {
    const api = mockEvents();
    await renderTab();
    const query = api.requests('GET /api/events')[0]!.url.searchParams;
    expect(query.get('populate')).toBe('*');
    expect(query.get('sort')).toBe('date:desc');
    // Past the few seconds browsers may keep the public list, so a change shows at once.
    expect(api.fetchMock.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });

    const first = row('Team dinner');
    expect(first).toHaveTextContent('2025 May 10');
    expect(first).toHaveTextContent('Quarterly team dinner in Lahore.');
    expect(first).toHaveTextContent('3 images');
    expect(first).toHaveTextContent('1 video');
    expect(first.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/thumbnail_table_png_21.png',
    );
    expect(row('Margalla hike')).toHaveTextContent('0 images');
    expect(row('Margalla hike')).toHaveTextContent('No description provided.');
  });

  it('creates an event with uploaded images and videos, sent as ordered id lists', async () => {
    const api = mockEvents();
    const uploads = fakeUploadRequests((request) => ({
      status: 200,
      body: request.files().map((file, index) => uploadedFile(40 + index, file.name, file.type)),
    }));
    const { user } = await renderTab();
    const dialog = await openEditor(user, 'Add Event');
    expect(dialog).toHaveAccessibleName('Add Event');

    await user.type(within(dialog).getByLabelText(/Title/), 'Eid lunch');
    await user.type(within(dialog).getByLabelText(/Date/), '2025-06-07');
    await user.type(within(dialog).getByLabelText('Description'), 'Biryani for everyone.');
    await user.upload(within(dialog).getByLabelText('Add photos or videos'), [
      pickedFile('lunch.png', 'image/png'),
      pickedFile('cheers.webm', 'video/webm'),
    ]);

    expect(await within(dialog).findByText('2 files uploaded.')).toBeInTheDocument();
    expect(
      uploads
        .latest()!
        .files()
        .map((file) => file.name),
    ).toEqual(['lunch.png', 'cheers.webm']);
    expect(names(mediaSection(dialog, 'Images'))).toEqual(['lunch.png']);
    expect(names(mediaSection(dialog, 'Videos'))).toEqual(['cheers.webm']);
    expect(mediaSection(dialog, 'Images').querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/thumbnail_lunch_png_40.png',
    );
    expect(within(mediaSection(dialog, 'Images')).getByText('Cover')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save Event' }));
    expect(await screen.findByText('Event created.')).toBeInTheDocument();
    expect(api.requests('POST /api/events')[0]!.body).toEqual({
      data: {
        title: 'Eid lunch',
        date: '2025-06-07',
        description: 'Biryani for everyone.',
        images: [40],
        videos: [41],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.requests('GET /api/events')).toHaveLength(2));
    expect(api.requests('DELETE /api/upload/files/40')).toHaveLength(0);
  });

  it('refuses files of the wrong type or size before uploading, saying why', async () => {
    mockEvents();
    const uploads = fakeUploadRequests();
    const { user } = await renderTab();
    const dialog = await openEditor(user, 'Add Event');
    await user.upload(within(dialog).getByLabelText('Add photos or videos'), [
      pickedFile('party.gif', 'image/gif'),
      pickedFile('poster.png', 'image/png', IMAGE_MAX_BYTES + 1),
    ]);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(UPLOAD_MESSAGES.unsupportedMedia('party.gif'));
    expect(alert).toHaveTextContent(UPLOAD_MESSAGES.imageTooLarge('poster.png'));
    expect(uploads.sent).toHaveLength(0);
  });

  it('refuses a choice that would give the event more videos than it may have', async () => {
    const full = eventEntity(5, {
      title: 'Film night',
      videos: Array.from({ length: EVENT_MAX_VIDEOS }, (_, index) =>
        mediaEntity(100 + index, `reel-${index}.mp4`, 'video/mp4'),
      ),
    });
    mockEvents({ 'GET /api/events': () => jsonResponse(entryList([dinner, full])) });
    const uploads = fakeUploadRequests();
    const { user } = await renderTab();
    const dialog = await openEditor(user, 'Edit: Film night');
    await user.upload(within(dialog).getByLabelText('Add photos or videos'), [
      pickedFile('one-more.mp4', 'video/mp4'),
    ]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      EVENT_MEDIA_MESSAGES.tooManyVideos,
    );
    expect(uploads.sent).toHaveLength(0);
  });

  it('shows the server’s reason when it refuses an upload', async () => {
    mockEvents();
    const message = '"fake.png" could not be read as an image.';
    fakeUploadRequests(() => ({
      status: 400,
      body: {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message,
          details: { errors: [{ path: ['files'], message }] },
        },
      },
    }));
    const { user } = await renderTab();
    const dialog = await openEditor(user, 'Add Event');
    await user.upload(within(dialog).getByLabelText('Add photos or videos'), [
      pickedFile('fake.png', 'image/png'),
    ]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByText(EVENT_MEDIA_MESSAGES.noImages)).toBeInTheDocument();
  });

  it('shows the upload’s progress, can cancel it, and saves only when it is done', async () => {
    mockEvents();
    const uploads = fakeUploadRequests();
    const { user } = await renderTab();
    const dialog = await openEditor(user, 'Add Event');
    await user.upload(within(dialog).getByLabelText('Add photos or videos'), [
      pickedFile('stage.png', 'image/png'),
    ]);

    uploads.latest()!.reportProgress(50, 100);
    const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading 1 file…' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '0.5'));
    expect(within(dialog).getByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Event' })).toBeDisabled();
    expect(
      screen.getByText('Saving is possible once the upload has finished.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));
    expect(uploads.latest()!.aborted).toBe(true);
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull());
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Event' })).toBeEnabled();
  });

  it('reorders images with the keyboard, makes one the cover, removes one, and saves the order', async () => {
    const api = mockEvents();
    const { user } = await renderTab();
    const dialog = await openEditor(user, 'Edit: Team dinner');
    expect(dialog).toHaveAccessibleName('Edit Event');
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Team dinner');
    const images = mediaSection(dialog, 'Images');
    expect(names(images)).toEqual(['table.png', 'toast.png', 'group.png']);
    expect(within(images).getByRole('button', { name: 'Move up: table.png' })).toBeDisabled();

    within(images).getByRole('button', { name: 'Make cover: group.png' }).focus();
    await user.keyboard('{Enter}');
    expect(names(images)).toEqual(['group.png', 'table.png', 'toast.png']);
    expect(within(images).getAllByRole('listitem')[0]).toHaveTextContent('Cover');
    expect(within(images).queryByRole('button', { name: 'Make cover: group.png' })).toBeNull();
    expect(within(images).getByRole('button', { name: 'Move down: group.png' })).toHaveFocus();
    expect(within(images).getByRole('status')).toHaveTextContent('group.png is now the cover.');

    within(images).getByRole('button', { name: 'Move down: table.png' }).focus();
    await user.keyboard('{Enter}');
    expect(names(images)).toEqual(['group.png', 'toast.png', 'table.png']);
    // At the bottom Move down is disabled, so focus stays on the file with Move up.
    expect(within(images).getByRole('button', { name: 'Move up: table.png' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names(images)).toEqual(['group.png', 'table.png', 'toast.png']);

    await user.click(within(images).getByRole('button', { name: 'Remove: toast.png' }));
    expect(names(images)).toEqual(['group.png', 'table.png']);
    expect(within(images).getByRole('button', { name: 'Remove: table.png' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Save Event' }));
    expect(await screen.findByText('Event saved.')).toBeInTheDocument();
    expect(api.requests('PUT /api/events/1')[0]!.body).toEqual({
      data: {
        title: 'Team dinner',
        date: '2025-05-10',
        description: 'Quarterly team dinner in Lahore.',
        images: [23, 21],
        videos: [31],
      },
    });
  });

  it('removes files uploaded for an event that is then not saved', async () => {
    const api = mockEvents({
      'DELETE /api/upload/files/50': () => jsonResponse(uploadedFile(50, 'spare.png')),
    });
    fakeUploadRequests(() => ({ status: 200, body: [uploadedFile(50, 'spare.png')] }));
    const { user } = await renderTab();
    const dialog = await openEditor(user, 'Add Event');
    await user.upload(within(dialog).getByLabelText('Add photos or videos'), [
      pickedFile('spare.png', 'image/png'),
    ]);
    await within(dialog).findByText('1 file uploaded.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(api.requests('DELETE /api/upload/files/50')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes an event after confirmation, and keeps it when the question is cancelled', async () => {
    const api = mockEvents();
    const { user } = await renderTab();
    await user.click(
      within(row('Team dinner')).getByRole('button', { name: 'Delete: Team dinner' }),
    );
    let question = await screen.findByRole('dialog', { name: 'Delete “Team dinner”?' });
    expect(question).toHaveAccessibleDescription(EVENTS.messages.confirmDelete);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.requests('DELETE /api/events/1')).toHaveLength(0);

    await user.click(
      within(row('Team dinner')).getByRole('button', { name: 'Delete: Team dinner' }),
    );
    question = await screen.findByRole('dialog', { name: 'Delete “Team dinner”?' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event deleted.')).toBeInTheDocument();
    expect(api.requests('DELETE /api/events/1')).toHaveLength(1);
  });

  it('says so when deleting fails', async () => {
    mockEvents({ 'DELETE /api/events/1': () => errorResponse(403, 'ForbiddenError', 'Forbidden') });
    const { user } = await renderTab();
    await user.click(
      within(row('Team dinner')).getByRole('button', { name: 'Delete: Team dinner' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete event.')).toBeInTheDocument();
    expect(screen.getByText('Forbidden')).toBeInTheDocument();
  });
});
