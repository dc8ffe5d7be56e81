// @vitest-environment node
import { readFileSync } from 'node:fs';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { LINGUI_CONFIG_PATH } from '../../lingui-macro';

const config = getConfig({ configPath: LINGUI_CONFIG_PATH });

/** A catalog file's messages: id → translation. */
async function readCatalog(locale: string): Promise<Record<string, string | undefined>> {
  const path = new URL(`./${locale}/messages.po`, import.meta.url);
  const entries = await formatter().parse(readFileSync(path, 'utf8'), {
    locale,
    sourceLocale: config.sourceLocale ?? locale,
    filename: path.pathname,
  });
  return Object.fromEntries(
    Object.entries(entries ?? {}).map(([id, entry]) => [id, entry.translation]),
  );
}

describe('the message catalogs', () => {
  it('translate every message the source uses, in both languages, none empty', async () => {
    const [catalog] = await getCatalogs(config);
    // What `npm run i18n:extract` would write: every message the components and content use.
    const used = await catalog!.collect();
    expect(used).toBeTruthy();
    const ids = Object.keys(used!);
    expect(ids.length).toBeGreaterThan(300);
    for (const locale of config.locales) {
      const translations = await readCatalog(locale);
      const missing = ids.filter((id) => !translations[id]?.trim());
      expect(missing, `${locale}: messages without a translation`).toEqual([]);
    }
  }, 120_000);
});
