// The secrets / personal-data boundary (DESIGN.md: "Secrets, credentials, health data, third-party
// personal data never reach the disk"). secretlint's recommended preset plus our own detectors
// (secretPatterns.ts), then one redaction policy:
//   - every finding is replaced by `[REDACTED:kind]` (credentials, keys, PII, health sentences alike);
//   - the capture is REJECTED instead when what is left is not a useful learning: fewer than 20 letters
//     outside the markers, or more than 80% of the non-space characters were secret and fewer than 60
//     letters remain.
// Only kinds and counts leave this module for logs; the matched values never do.
import { patternFindings, type FindingCategory, type SecretFinding } from './secretPatterns';

export type { SecretFinding } from './secretPatterns';

export interface RedactionResult {
  /** The text with every finding replaced by [REDACTED:kind]. */
  text: string;
  action: 'clean' | 'redacted' | 'reject';
  /** kind → count, safe to log. */
  kinds: Record<string, number>;
  categories: FindingCategory[];
  count: number;
}

export const MIN_USEFUL_LETTERS = 20;
export const MAX_SECRET_FRACTION = 0.8;
const LETTERS_THAT_OUTWEIGH_A_SECRET = 60;

/** secretlint rule id → our kind name (ids look like "@secretlint/secretlint-rule-github"). */
function kindOfRule(ruleId: string): string {
  return `secretlint:${ruleId.replace(/^@secretlint\/secretlint-rule-/, '')}`;
}

interface SecretlintApi {
  lint(text: string): Promise<SecretFinding[]>;
}
let secretlint: Promise<SecretlintApi> | undefined;

/** Loaded on first use only, so callers that never scan text do not pay for it. */
function loadSecretlint(): Promise<SecretlintApi> {
  secretlint ??= Promise.all([import('@secretlint/core'), import('@secretlint/secretlint-rule-preset-recommend'), import('@secretlint/profiler')]).then(([core, preset, profiler]) => {
    // secretlint's always-on profiler leaves a performance mark per rule per scan, and its observer measures
    // each against all earlier ones — work that grows with every scan and that the one-shot CLI paid for
    // again just before exiting. Nothing here reads the profile; the rules run exactly as before.
    profiler.secretLintProfiler.mark = () => undefined;
    return {
      async lint(text: string): Promise<SecretFinding[]> {
        const result = await core.lintSource({
          source: { content: text, filePath: '/capture.txt', ext: '.txt', contentType: 'text' },
          options: { config: { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: preset.creator }] }, maskSecrets: true, noPhysicFilePath: true },
        });
        return result.messages.map((m) => ({ kind: kindOfRule(m.ruleId), category: 'credential' as const, start: m.range[0], end: m.range[1] }));
      },
    };
  });
  return secretlint;
}

/** All findings (secretlint + ours), overlaps merged into one span named after its first finding. */
export async function findSecrets(text: string): Promise<SecretFinding[]> {
  const found = patternFindings(text);
  if (text.length > 0) found.push(...(await (await loadSecretlint()).lint(text)));
  return mergeFindings(found);
}

export function mergeFindings(found: SecretFinding[]): SecretFinding[] {
  const sorted = found.filter((f) => f.end > f.start).sort((a, b) => a.start - b.start || b.end - a.end);
  const out: SecretFinding[] = [];
  for (const f of sorted) {
    const last = out[out.length - 1];
    if (last && f.start < last.end) last.end = Math.max(last.end, f.end);
    else out.push({ ...f });
  }
  return out;
}

/** Applies the redaction policy to text and its (merged) findings. Pure and synchronous. */
export function redact(text: string, findings: SecretFinding[]): RedactionResult {
  const merged = mergeFindings(findings);
  const kinds: Record<string, number> = {};
  const categories = new Set<FindingCategory>();
  let out = '';
  let at = 0;
  let secretChars = 0;
  for (const f of merged) {
    out += text.slice(at, f.start) + `[REDACTED:${f.kind}]`;
    secretChars += text.slice(f.start, f.end).replace(/\s/g, '').length;
    at = f.end;
    kinds[f.kind] = (kinds[f.kind] ?? 0) + 1;
    categories.add(f.category);
  }
  out += text.slice(at);
  if (merged.length === 0) return { text, action: 'clean', kinds, categories: [], count: 0 };
  const rest = out.replace(/\[REDACTED:[^\]]*\]/g, '');
  // A CJK character carries about a word's worth of meaning: it counts as two letters.
  const letters = (rest.match(/\p{L}/gu) ?? []).length + (rest.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length;
  const total = text.replace(/\s/g, '').length;
  const mostlySecret = letters < MIN_USEFUL_LETTERS || (total > 0 && secretChars / total > MAX_SECRET_FRACTION && letters < LETTERS_THAT_OUTWEIGH_A_SECRET);
  return { text: out, action: mostlySecret ? 'reject' : 'redacted', kinds, categories: [...categories], count: merged.length };
}

/**
 * Most characters of one field that are scanned — and therefore kept: a longer field is cut to this length
 * BEFORE scanning, and only the scanned part is ever stored (nothing unscanned reaches the disk). 20,000
 * characters hold any learning, stack trace excerpt or command; the cap bounds the gate's time per field.
 */
export const MAX_SCAN_CHARS = 20_000;
export const TRUNCATION_NOTE = ' …[truncated]';

/** The part of a field that is scanned and kept. Never splits a surrogate pair. */
export function capForScan(text: string): string {
  if (text.length <= MAX_SCAN_CHARS) return text;
  let cut = MAX_SCAN_CHARS - TRUNCATION_NOTE.length;
  if (/[\uD800-\uDBFF]/.test(text[cut - 1])) cut--;
  return text.slice(0, cut) + TRUNCATION_NOTE;
}

/** Finds and redacts in one step, on the capped text (capForScan). */
export async function scanText(text: string): Promise<RedactionResult> {
  const capped = capForScan(text);
  return redact(capped, await findSecrets(capped));
}

/**
 * Finds and redacts, and also returns the values it redacted — only so one capture can redact the same value
 * wherever else it appears (redactValues); the values never leave the gate.
 */
export async function scanTextWithValues(text: string): Promise<{ result: RedactionResult; values: string[] }> {
  const capped = capForScan(text);
  const found = await findSecrets(capped);
  return { result: redact(capped, found), values: valuesOf(capped, found, false) };
}

/**
 * The values a text names as secrets, by this project's own rules (no secretlint, synchronous): whole values and only
 * the secret-looking pieces of a credential (a password, a key; not a user or host name). For a capture's source,
 * whose cues (a password's word a sentence before) the capture may have lost; a token secretlint knows by its shape
 * is found in the capture's own text wherever it is kept.
 */
export function secretValuesSync(text: string): string[] {
  const capped = capForScan(text);
  return valuesOf(capped, patternFindings(capped), true);
}

function valuesOf(capped: string, found: SecretFinding[], secretPiecesOnly: boolean): string[] {
  const values = new Set<string>();
  for (const f of mergeFindings(found)) {
    const whole = capped.slice(f.start, f.end).trim();
    values.add(whole).add(whole.replace(/[.,;:]+$/, ''));
    if (f.category !== 'credential' || f.kind === 'high-entropy') continue; // (a random token is one value: its pieces are not words to chase)
    // A credential's pieces too: the password of a user:password pair, each group of a split token… (of a URL with
    // credentials, the password's: its scheme, user, host and database name are not secret, and are words elsewhere).
    const secret = /^(?:[a-z][\w+.-]*:\/\/)?[^:@/\s]*:([^@\s]+)(?:@|$)/i.exec(whole)?.[1] ?? whole;
    if (!secretPiecesOnly) for (const piece of secret.split(/[\s:=@/"'`,;.\-_]+/)) values.add(piece).add(piece.replace(/^[([{<]+|[)\]}>!?]+$/g, ''));
    // …or, chased through other text, only the secret-looking ones.
    else for (const piece of whole.split(/[\s:=@/"'`,;]+/)) if (piece.length >= 8 && /\d/.test(piece) && /[A-Za-z]/.test(piece) && !/^[\w-]+(?:\.[\w-]+)+$/.test(piece)) values.add(piece);
  }
  return [...values].filter((v) => v.length >= MIN_REPEATED_VALUE);
}

/** Shorter found values (a 4-digit PIN) are not chased through other fields: they would match years and counts. */
const MIN_REPEATED_VALUE = 6;

/** Every occurrence of a value already found elsewhere in the same capture (the password in the error is also in the command). */
export function redactValues(text: string, values: readonly string[]): string {
  let out = text;
  for (const v of [...values].sort((a, b) => b.length - a.length)) if (out.includes(v)) out = out.split(v).join('[REDACTED:repeated]');
  return out;
}

/** The same without secretlint (synchronous): for error messages and logs written outside the gate. */
export function scanTextSync(text: string): RedactionResult {
  const capped = capForScan(text);
  return redact(capped, patternFindings(capped));
}
