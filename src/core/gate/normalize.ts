// Normalisation and hashing for dedup (DESIGN.md, "Gate"): lowercase, whitespace collapsed, NFKC,
// then SHA-256. node:crypto is a pure computation (no I/O), so the core may use it.
import { createHash } from 'node:crypto';

/**
 * The canonical form two captures are compared in: NFKC (full-width letters, ligatures and
 * compatibility forms fold to their plain form, so "ＡＢＣ" equals "abc"), lowercase, every run of
 * whitespace (including newlines and U+3000) collapsed to one space, trimmed.
 */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** SHA-256 (hex) of the normalized text: the exact-duplicate key. */
export function contentHash(text: string): string {
  return createHash('sha256').update(normalize(text), 'utf8').digest('hex');
}

/** A short, stable id fragment (first 8 hex chars of the hash), as in the JSON entry format. */
export function shortHash(text: string): string {
  return contentHash(text).slice(0, 8);
}
