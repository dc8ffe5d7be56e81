// Writes the HTML of every public page (and the app shell and the not-found page) into dist/,
// using the server-side bundle built from src/entry-prerender.tsx.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webDir, 'dist');
const ssrDir = path.join(webDir, 'dist-ssr');
const publicUrl = process.env.PUBLIC_URL || undefined;

const prerender = await import(pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href);
const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');

function fill(head, html) {
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
}

async function write(file, pathname) {
  const page = await prerender.render(pathname, publicUrl);
  const target = path.join(distDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, fill(page.head, page.html));
}

// The shell carries no page content: client-only pages (sign-in, admin) render in the browser.
writeFileSync(
  path.join(distDir, prerender.APP_SHELL_FILE),
  fill('<title>Loading…</title>\n    <meta name="robots" content="noindex" />', ''),
);
await write(prerender.NOT_FOUND_FILE, prerender.NOT_FOUND_SAMPLE_PATH);
for (const pathname of prerender.PRERENDERED_PATHS) {
  if (!prerender.hasPage(pathname)) throw new Error(`No page is routed at ${pathname}`);
  await write(prerender.prerenderedFileFor(pathname), pathname);
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${prerender.PRERENDERED_PATHS.length} pages`);
