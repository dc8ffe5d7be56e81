import { useState } from 'react';
import { toast } from 'sonner';
import type { ExportRoute } from '@app/shared/list-export';
import { endSessionIfTokenRejected, toError } from '../../lib/api-client';
import { describeError } from '../../lib/describe-error';
import { saveFile } from '../../lib/save-file';
import { getSession } from '../../lib/session';
import { toStrapiQuery, type ListParams } from '../../lib/strapi';
import { Button } from '../ui/button';
import './export-button.css';

/** A list's CSV export: its route, and the list's current filters and sort. */
export interface ExportCsv {
  route: ExportRoute;
  /** The list's parameters as it asks for its page; the page itself is left out. */
  query: ListParams;
}

const LINE_FEED = 0x0a;

/** The export's address: the list's filters and sort, every matching row. */
function exportUrl({ route, query: { filters, anyOf, sort } }: ExportCsv): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toStrapiQuery({ filters, anyOf, sort }))) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${route.url}?${search}` : route.url;
}

/** The file name the server gave in its Content-Disposition, else the rows' name. */
function fileNameOf(response: Response, route: ExportRoute): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${route.rows}.csv`;
}

/**
 * Downloads the CSV of a list as it is filtered and sorted, reading the answer as it streams in
 * and counting its rows on the button (a CSV cell may hold a line break, so the count is of
 * lines: close enough to show progress). Disabled while an export runs.
 */
export function ExportButton({ exportCsv }: { exportCsv: ExportCsv }) {
  const [rowsReceived, setRowsReceived] = useState<number | null>(null);
  const running = rowsReceived !== null;

  async function download() {
    setRowsReceived(0);
    try {
      const session = getSession();
      const response = await fetch(exportUrl(exportCsv), {
        headers: session ? { authorization: `Bearer ${session.token}` } : {},
      });
      endSessionIfTokenRejected(response.status, session !== null);
      if (!response.ok || !response.body) throw await toError(response);
      const reader = response.body.getReader();
      const parts: Uint8Array[] = [];
      let lines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        for (const byte of value) if (byte === LINE_FEED) lines += 1;
        // The header is the first line.
        setRowsReceived(Math.max(lines - 1, 0));
      }
      saveFile(
        new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' }),
        fileNameOf(response, exportCsv.route),
      );
    } catch (error) {
      toast.error('The export failed.', { description: describeError(error) });
    } finally {
      setRowsReceived(null);
    }
  }

  return (
    <div className="admin-export">
      <Button variant="secondary" size="sm" disabled={running} onClick={() => void download()}>
        {running ? 'Exporting…' : 'Export CSV'}
      </Button>
      <span role="status" className="admin-export__progress">
        {running ? `${rowsReceived.toLocaleString('en-US')} rows received` : ''}
      </span>
    </div>
  );
}
