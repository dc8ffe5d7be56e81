// @vitest-environment node
import { readFileSync } from 'node:fs';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { LINGUI_CONFIG_PATH } from '../../lingui-macro';
import { CATALOG_NAMES } from '../i18n/catalog-sources';

const config = getConfig({ configPath: LINGUI_CONFIG_PATH });

/** A catalog file's messages: id → translation. */
async function readCatalog(
  name: string,
  locale: string,
): Promise<Record<string, string | undefined>> {
  const path = new URL(`./${locale}/${name}.po`, import.meta.url);
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
    const catalogs = await getCatalogs(config);
    // The site's and one per page group (`src/i18n/catalog-sources.ts`).
    expect(catalogs.map((catalog) => catalog.name).sort()).toEqual([...CATALOG_NAMES].sort());
    let messages = 0;
    for (const catalog of catalogs) {
      // What `npm run i18n:extract` would write: every message the files of the catalog use.
      const used = await catalog.collect();
      expect(used, catalog.name!).toBeTruthy();
      const ids = Object.keys(used!);
      expect(ids.length, `${catalog.name}: messages`).toBeGreaterThan(5);
      messages += ids.length;
      for (const locale of config.locales) {
        const translations = await readCatalog(catalog.name!, locale);
        const missing = ids.filter((id) => !translations[id]?.trim());
        expect(missing, `${catalog.name} in ${locale}: messages without a translation`).toEqual([]);
      }
    }
    expect(messages).toBeGreaterThan(300);
  }, 120_000);
});
