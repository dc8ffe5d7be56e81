import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { BRAND_MARK_SVG } from '../../packages/shared/src/brand-mark';
import { LINGUI_CONFIG_PATH, linguiMacro } from './lingui-macro';

/** /favicon.svg is the firm's mark from the shared package, the one the mails show too. */
function favicon(): Plugin {
  return {
    name: 'favicon',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configureServer(server) {
      server.middlewares.use('/favicon.svg', (_request, response) => {
        response.setHeader('content-type', 'image/svg+xml');
        response.end(BRAND_MARK_SVG);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: BRAND_MARK_SVG });
    },
  };
}

export default defineConfig({
  plugins: [linguiMacro(), react(), lingui({ configPath: LINGUI_CONFIG_PATH }), favicon()],
  resolve: {
    // Zod, configured for the Content-Security-Policy before its first schema: see the module.
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
    ],
  },
  ssr: {
    // Bundled into the server build rather than loaded from node_modules: their package entries
    // hold every icon (over a thousand modules; simple-icons' is 26 MB), which cost the first
    // request of a page half a second and tens of MB; bundled, only the icons used remain.
    noExternal: ['lucide-react', 'simple-icons'],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    target: 'es2022',
    // The module graph, read by scripts/budgets.mjs to weigh what each page loads.
    manifest: true,
    // The HTML names the entry's imports; a page's chunk fetches its own imports as it runs, without
    // a map of every chunk's imports in the entry (1 KB on every page). The entry starts the page's
    // chunk and its catalogs together before it hydrates (`main.tsx`).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : [],
    },
    rolldownOptions: {
      output: {
        // React in one chunk that every page loads. Left to itself, the bundler cuts it into
        // pieces (react, its JSX runtime, react-dom in the entry) as the lazily loaded modules
        // that share it change, and each piece costs its own request and compression overhead.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
});
