// `npm start`: builds whatever is missing or older than its sources, then runs the one server
// process that serves the web app and the API.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import './build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The server runs in this very process, so signals reach it directly.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
