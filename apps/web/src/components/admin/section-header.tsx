import type { ReactNode } from 'react';
import { ExportButton, type ExportCsv } from './export-button';

export interface SectionHeaderProps {
  /** Id of the title, which names the tab's section (`aria-labelledby`). */
  headingId: string;
  title: string;
  /** A line under the title. */
  lead?: ReactNode;
  /** A short note beside the title, such as the count. */
  aside?: ReactNode;
  /** The list's CSV export, offered as a button in the heading row. */
  exportCsv?: ExportCsv;
}

/** An admin tab's heading row: the title with a line under it, or a note beside it. */
export function SectionHeader({ headingId, title, lead, aside, exportCsv }: SectionHeaderProps) {
  const heading = (
    <h2 id={headingId} className="admin-section__title">
      {title}
    </h2>
  );
  return (
    <div className="admin-section__header">
      {lead === undefined ? (
        heading
      ) : (
        <div>
          {heading}
          <p className="admin-section__lead">{lead}</p>
        </div>
      )}
      {aside ? <p className="admin-section__lead">{aside}</p> : null}
      {exportCsv ? <ExportButton exportCsv={exportCsv} /> : null}
    </div>
  );
}
