import { transformAsync } from '@babel/core';
import babelLinguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The web app's Lingui configuration, wherever the build or the tests run from. */
export const LINGUI_CONFIG_PATH = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/** Only modules that use a Lingui macro go through Babel; every other one skips it. */
const USES_MACRO = /@lingui\/(?:core|react)\/macro/;

/**
 * Compiles Lingui's macros (`t`, `msg`, `<Trans>`) to message ids and runtime calls before Vite
 * compiles the TypeScript. Babel only parses TypeScript and JSX here and prints them back; the
 * macro plugin is its one transform.
 */
export function linguiMacro(): Plugin {
  const linguiConfig = getConfig({ configPath: LINGUI_CONFIG_PATH });
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (
        !/\.[cm]?[jt]sx?$/.test(file) ||
        file.includes('/node_modules/') ||
        !USES_MACRO.test(code)
      )
        return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [[babelLinguiMacro, { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
