import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockHandler } from '../../admin/testing/mock-api';
import { fakeUploadRequests } from '../../../testing/fake-upload-requests';
import { PHOTO_ONLY_MESSAGE } from '../media/media-checks';
import { testimonialEntity } from '../testing/entry-fixtures';
import { mediaEntity, pickedFile, uploadedFile } from '../testing/media-fixtures';
import { mockCollection, renderTab as renderMediaTab, row } from '../testing/media-tab-test';
import TestimonialsTab, { TESTIMONIAL_PHOTO_MESSAGES, TESTIMONIALS } from './testimonials-tab';

const ayesha = testimonialEntity(
  1,
  'Ayesha Khan',
  'Great place to grow.',
  mediaEntity(61, 'ayesha.png'),
);
const bilal = testimonialEntity(2, 'Bilal Ahmed', 'I learn something new every week.');

function mockTestimonials(routes: Record<string, MockHandler> = {}) {
  return mockCollection('/api/employees', [ayesha, bilal], routes);
}

function renderTab() {
  return renderMediaTab(<TestimonialsTab />, '/manage/testimonials', 'Ayesha Khan');
}

afterEach(() => vi.unstubAllGlobals());

describe('TestimonialsTab', () => {
  it('lists each testimonial with its photo (or initials), name and message', async () => {
    const api = mockTestimonials();
    await renderTab();
    expect(api.requests('GET /api/employees')[0]!.url.searchParams.get('populate')).toBe('*');
    expect(api.fetchMock.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
    expect(row('Ayesha Khan')).toHaveTextContent('Great place to grow.');
    expect(row('Ayesha Khan').querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/thumbnail_ayesha_png_61.png',
    );
    expect(row('Bilal Ahmed').querySelector('img')).toBeNull();
    expect(row('Bilal Ahmed')).toHaveTextContent('BA');
  });

  it('creates a testimonial with an uploaded photo', async () => {
    const api = mockTestimonials();
    const uploads = fakeUploadRequests(() => ({
      status: 200,
      body: [uploadedFile(70, 'sana.webp', 'image/webp')],
    }));
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Testimonial' });
    await user.type(within(dialog).getByLabelText(/Name/), 'Sana Malik');
    await user.type(within(dialog).getByLabelText(/Message/), 'Kind people, hard problems.');
    expect(within(dialog).getByText(TESTIMONIAL_PHOTO_MESSAGES.noPhoto)).toBeInTheDocument();

    await user.upload(
      within(dialog).getByLabelText('Upload photo'),
      pickedFile('sana.webp', 'image/webp'),
    );
    expect(await within(dialog).findByText('sana.webp')).toBeInTheDocument();
    expect(uploads.sent).toHaveLength(1);
    expect(dialog.querySelector('.testimonial-avatar img')).toHaveAttribute(
      'src',
      '/uploads/thumbnail_sana_webp_70.webp',
    );
    expect(within(dialog).getByLabelText('Replace photo')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save Testimonial' }));
    expect(await screen.findByText('Testimonial created.')).toBeInTheDocument();
    expect(api.requests('POST /api/employees')[0]!.body).toEqual({
      data: { name: 'Sana Malik', message: 'Kind people, hard problems.', photo: 70 },
    });
  });

  it('takes images only for the photo', async () => {
    mockTestimonials();
    const uploads = fakeUploadRequests();
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('Upload photo'),
      pickedFile('intro.mp4', 'video/mp4'),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PHOTO_ONLY_MESSAGE('intro.mp4'),
    );
    expect(uploads.sent).toHaveLength(0);
  });

  it('removes the photo of a testimonial, sending photo null', async () => {
    const api = mockTestimonials();
    const { user } = await renderTab();
    await user.click(within(row('Ayesha Khan')).getByRole('button', { name: 'Edit: Ayesha Khan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Testimonial' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Ayesha Khan');
    expect(within(dialog).getByText('ayesha.png')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(within(dialog).getByText(TESTIMONIAL_PHOTO_MESSAGES.noPhoto)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Upload photo')).toHaveFocus();
    await user.clear(within(dialog).getByLabelText(/Message/));
    await user.type(within(dialog).getByLabelText(/Message/), 'Still a great place to grow.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Testimonial' }));

    expect(await screen.findByText('Testimonial saved.')).toBeInTheDocument();
    expect(api.requests('PUT /api/employees/1')[0]!.body).toEqual({
      data: { name: 'Ayesha Khan', message: 'Still a great place to grow.', photo: null },
    });
  });

  it('deletes a testimonial after confirmation', async () => {
    const api = mockTestimonials();
    const { user } = await renderTab();
    await user.click(
      within(row('Bilal Ahmed')).getByRole('button', { name: 'Delete: Bilal Ahmed' }),
    );
    const question = await screen.findByRole('dialog', {
      name: 'Delete the testimonial of Bilal Ahmed?',
    });
    expect(question).toHaveAccessibleDescription(TESTIMONIALS.messages.confirmDelete);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Testimonial deleted.')).toBeInTheDocument();
    await waitFor(() => expect(api.requests('DELETE /api/employees/2')).toHaveLength(1));
  });
});
