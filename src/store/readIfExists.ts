// Reading a file that may not be there: missing is `undefined`, any other failure (a folder, no permission)
// is an error for the caller to report, never a silent empty file.
import { readFileSync } from 'node:fs';
import { resolveInside } from './paths';

/** The file's text, or undefined when it does not exist. */
export function readIfExists(abs: string): string | undefined {
  try {
    return readFileSync(abs, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** A root-relative file (for overrides and logs); the path may not leave the root. */
export function readInsideIfExists(root: string, rel: string): string | undefined {
  return readIfExists(resolveInside(root, rel));
}
