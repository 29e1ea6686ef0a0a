// Where an error line says it happened, apart from what it says: "src/a.ts(3,7): error TS2339: …" is the error
// "error TS2339: …" at "src/a.ts(3,7)". The capture keeps the line whole and the location as the entry's file; the
// gate compares causes without it, so one error met in two files (or through two commands) is one lesson.
/**
 * "src/a.ts(3,7): error TS2339: …", "a.c:3:7: error: …", "./main.go:12:5: undefined: x", Kotlin's "e: file:///…/A.kt:42:31
 * Unresolved reference: x": the location apart, so one error in two files is one lesson.
 */
const LOCATED = /^(?:[ew]: )?(?:file:\/\/)?(\S+?\.[A-Za-z]\w{0,5}(?:\(\d+,\d+\)|:\d+:\d+)):?\s+(\S.*)$/;
/** rustc's "(at src/a.rs:77:19)" that findCause appends from the `-->` line. */
const AT_LOCATION = /^(.*\S) \(at (\S+:\d+(?::\d+)?)\)$/;
export function splitLocation(cause: string): { cause: string; file?: string } {
  const m = LOCATED.exec(cause);
  if (m) return { cause: m[2], file: m[1] };
  const at = AT_LOCATION.exec(cause);
  return at ? { cause: at[1], file: at[2] } : { cause };
}

