/**
 * Writes a file so that readers (the dev server, the browser) see either the old or the new content,
 * never a half-written file: write a temp file beside the target, then rename over it.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

let counter = 0;

export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  // Same directory as the target, so the rename stays on one file system and is atomic.
  const temp = join(dir, `.${basename(path)}.${process.pid}.${++counter}.tmp`);
  try {
    await writeFile(temp, text, 'utf8');
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
