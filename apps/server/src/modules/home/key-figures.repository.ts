import type { Selectable } from 'kysely';
import type { KeyFigure, KeyFiguresData } from '@app/shared/key-figures';
import type { Db } from '../../db/database';
import type { KeyFiguresTable } from '../../db/schema';
import { nowIso } from '../../http/strapi-response';
import type { AuditActor, AuditSnapshot } from '../audit/audit-entry';
import { recordAudit } from '../audit/audit.repository';
import { lockForChange } from '../audit/lock-for-change';

/** The one row's id: the key figures are a single type (the migration writes the row). */
export const KEY_FIGURES_ID = 1;

type KeyFiguresRow = Selectable<KeyFiguresTable>;

export function readKeyFigures(db: Db): Promise<KeyFiguresRow> {
  return db
    .selectFrom('key_figures')
    .selectAll()
    .where('id', '=', KEY_FIGURES_ID)
    .executeTakeFirstOrThrow();
}

const figureTexts = (json: string) =>
  (JSON.parse(json) as KeyFigure[]).map((figure) => `${figure.value} ${figure.label}`);

/** Each list as `value label` texts (`10+ years of delivery`), for the audit trail. */
const audited = (row: KeyFiguresRow): AuditSnapshot => ({
  facts: figureTexts(row.facts),
  highlights: figureTexts(row.highlights),
});

/** Replaces both lists of figures. */
export function saveKeyFigures(
  db: Db,
  figures: KeyFiguresData,
  actor: AuditActor,
): Promise<KeyFiguresRow> {
  return db.transaction().execute(async (trx) => {
    const before = await lockForChange(
      trx,
      trx.selectFrom('key_figures').selectAll().where('id', '=', KEY_FIGURES_ID),
    ).executeTakeFirstOrThrow();
    const after = await trx
      .updateTable('key_figures')
      .set({
        facts: JSON.stringify(figures.facts),
        highlights: JSON.stringify(figures.highlights),
        updated_at: nowIso(),
      })
      .where('id', '=', KEY_FIGURES_ID)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      entityType: 'key-figures',
      entityId: KEY_FIGURES_ID,
      action: 'update',
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}
