// The text of an error learning and the cause in it, written (detect/errorCause.ts) and read back (dedup.ts) here:
// "<Tool> `<command>` failed (exit N): <the line that names the failure>". Where that line says it happened is kept
// apart from what it says: "src/a.ts(3,7): error TS2339: …" is the error "error TS2339: …" at "src/a.ts(3,7)". The
// capture keeps the line whole and the location as the entry's file; the gate compares causes without it, so one error
// met in two files (or through two commands) is one lesson.
/**
 * "src/a.ts(3,7): error TS2339: …", "a.c:3:7: error: …", "./main.go:12:5: undefined: x", Kotlin's "e: file:///…/A.kt:42:31
 * Unresolved reference: x", mypy's "app/a.py:58: error: …": the location apart, so one error in two files is one lesson.
 */
const LOCATED = /^(?:[ew]: )?(?:file:\/\/)?(\S+?\.[A-Za-z]\w{0,5}(?:\(\d+,\d+\)|:\d+:\d+|(?<=\.pyi?):\d+(?=: (?:error|warning|note): ))):?\s+(\S.*)$/;
/** rustc's "(at src/a.rs:77:19)" that findCause appends from the `-->` line. */
const AT_LOCATION = /^(.*\S) \(at (\S+:\d+(?::\d+)?)\)$/;
/** A mark a formatter prints before the line ("❌ a.swift:3:7: error …", "✖ …"): not part of where or what. */
export const MARK = /^[\p{Extended_Pictographic}✘✖✗×▸]\uFE0F?\s+/u;
/** ESLint's stylish row ("40:18  error  Strings must use singlequote  quotes"), with the file the report's header named. */
const STYLISH = /^(?:(\S+\.[A-Za-z]\w{0,5}):\s+)?(\d+:\d+)\s+((?:error|warning)\s+\S.*)$/;
export function splitLocation(cause: string): { cause: string; file?: string } {
  const m = LOCATED.exec(cause.replace(MARK, ''));
  if (m) return { cause: m[2], file: m[1] };
  const row = STYLISH.exec(cause);
  if (row) return row[1] ? { cause: row[3], file: `${row[1]}:${row[2]}` } : { cause: row[3] };
  const at = AT_LOCATION.exec(cause);
  return at ? { cause: at[1], file: at[2] } : { cause };
}

/** Between the cause and the other findings of the same kind an error learning keeps after it. */
const ALSO = ' · also: ';
/** An error learning's text: what ran, its exit status when it had one, the cause line as the tool printed it, and up to two more findings like it. */
export const errorText = (what: string, exit: number | undefined, line: string, also: readonly string[] = []): string =>
  `${what} failed${exit !== undefined ? ` (exit ${exit})` : ''}: ${line}${also.length ? `${ALSO}${also.join(' · ')}` : ''}`;

/** The cause line an error learning's text states (see errorText), or undefined for any other text. */
const ERROR_CAUSE = /\bfailed(?: \(exit -?\d+\))?: (\S[^\n]*)$/;

/** Every finding an error learning states (its cause, then the others kept after it), without their locations. */
export function causesOfErrorText(text: string): string[] {
  const line = ERROR_CAUSE.exec(text)?.[1];
  if (line === undefined) return [];
  const [first, rest] = line.split(ALSO);
  return [first, ...(rest ? rest.split(' · ') : [])].map((l) => splitLocation(l.trim()).cause.trim()).filter(Boolean);
}

/** The cause an error learning states, without its location; undefined when the text is not an error learning's. */
export function causeOfErrorText(text: string): string | undefined {
  const line = ERROR_CAUSE.exec(text)?.[1]?.split(ALSO)[0].trim();
  return line === undefined ? undefined : splitLocation(line).cause.trim();
}
