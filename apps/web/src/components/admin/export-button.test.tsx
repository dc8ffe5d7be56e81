import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serviceRoutes } from '@app/shared/service';
import { mockFetchEachTest, strapiError } from '../../testing/fetch-mock';
import { ExportButton } from './export-button';

const fetchMock = mockFetchEachTest();

/** A CSV answer whose chunks arrive one by one, each when the test releases it. */
function streamedCsv(chunks: string[]) {
  const encoder = new TextEncoder();
  let release: () => void = () => {};
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (index === chunks.length) return controller.close();
      if (index > 0) await new Promise<void>((resolve) => (release = resolve));
      controller.enqueue(encoder.encode(chunks[index]!));
      index += 1;
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="services-2026-11-25.csv"',
    },
  });
  return { response, next: () => release() };
}

/** A saved file's text, its byte order mark kept (jsdom's Blob has no `text()`). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

describe('ExportButton', () => {
  const saved: { name: string; blob: Blob }[] = [];

  beforeEach(() => {
    saved.length = 0;
    let blob: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: (made: Blob) => ((blob = made), 'blob:csv'),
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blob! });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("asks for the list's filters and sort without the page, counts rows, saves the file", async () => {
    const csv = streamedCsv(['\uFEFFID,Item\r\n1,Rent\r\n', '2,Fibre\r\n3,Power\r\n']);
    fetchMock.mockResolvedValueOnce(csv.response);
    render(
      <ExportButton
        exportCsv={{
          route: serviceRoutes.export,
          query: {
            filters: { type: { $eq: 'Internet' } },
            sort: { field: 'date', direction: 'desc' },
            page: 3,
            pageSize: 50,
          },
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/services/export?filters%5Btype%5D%5B%24eq%5D=Internet&sort=date%3Adesc',
    );
    expect(await screen.findByRole('status')).toHaveTextContent('1 rows received');
    expect(screen.getByRole('button', { name: 'Exporting…' })).toBeDisabled();

    csv.next();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('services-2026-11-25.csv');
    expect(await textOf(saved[0]!.blob)).toBe('\uFEFFID,Item\r\n1,Rent\r\n2,Fibre\r\n3,Power\r\n');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("shows the server's refusal in a toast and offers the button again", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 1);
    fetchMock.mockResolvedValueOnce(
      strapiError(400, 'ValidationError', 'Filter on price_pkr must be an amount in PKR'),
    );
    render(<ExportButton exportCsv={{ route: serviceRoutes.export, query: {} }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('The export failed.', {
        description: 'Filter on price_pkr must be an amount in PKR',
      }),
    );
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/services/export');
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
