// Shared helpers for the formats tests: load a fixture and parse it as the store would.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Entry, ParseResult } from '../../../src/core/model';
import { parseFile, type RootKind } from '../../../src/formats/index';

export const FIXTURES = resolve(__dirname, '../../fixtures/formats');

/** `top` is the fixture root folder (ws, home, bad, bullets), `rel` the path inside it. */
export function fixture(top: string, rel: string): string {
  return readFileSync(resolve(FIXTURES, top, rel), 'utf8');
}

export function parseText(rel: string, text: string, rootKind: RootKind = 'workspace'): ParseResult {
  return parseFile({ root: '/r', file: rel, text, rootKind });
}

export function parseFixture(top: string, rel: string): ParseResult {
  return parseText(rel, fixture(top, rel), top === 'home' ? 'home' : 'workspace');
}

export function byId(entries: Entry[], id: string): Entry {
  const e = entries.find((x) => x.id === id);
  if (!e) throw new Error(`no entry ${id} among ${entries.map((x) => x.id).join(', ')}`);
  return e;
}

export function toCrlfBom(text: string): string {
  return '\uFEFF' + text.replace(/\r?\n/g, '\r\n');
}
