// Edits to JSON entry files and JSON Lines logs through jsonc-parser's modify/applyEdits, so the
// file keeps its indentation, key order and everything not being changed.
import type * as JsoncParser from 'jsonc-parser';
import type { FormattingOptions } from 'jsonc-parser';
import { Eol } from './eol';

// Loaded on first use (as in jsonEntry.ts): most runs edit no JSON.
let jsonc: typeof JsoncParser | undefined;
const jsoncParser = (): typeof JsoncParser => (jsonc ??= require('jsonc-parser') as typeof JsoncParser);

export type JsonValue = string | number | boolean | null | string[];

/** `context.domain` → ['context', 'domain']. */
export function jsonPath(key: string): string[] {
  return key.split('.').filter((p) => p !== '');
}

function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return { insertSpaces: !indent.startsWith('\t'), tabSize: indent.startsWith('\t') ? 1 : indent.length, eol: Eol.detect(text) };
}

/** Set (or add) a key in a JSON document, keeping its formatting. */
export function setJsonKey(text: string, key: string, value: JsonValue): string {
  const bom = Eol.hasBom(text) ? '\uFEFF' : '';
  const body = bom ? text.slice(1) : text;
  const { modify, applyEdits } = jsoncParser();
  const edits = modify(body, jsonPath(key), value, { formattingOptions: formattingOf(body) });
  return bom + applyEdits(body, edits);
}

/** Set (or add) a key in one JSON Lines line, keeping the line compact. */
export function setJsonlKey(line: string, key: string, value: JsonValue): string {
  const { modify, applyEdits } = jsoncParser();
  const edits = modify(line, jsonPath(key), value, {});
  return applyEdits(line, edits).replace(/\r?\n\s*/g, '');
}
