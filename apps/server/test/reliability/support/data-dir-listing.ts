import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under a folder, as sorted paths relative to it (`uploads/private/<key>.pdf`). */
export function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
