// Secret shapes a single regular expression cannot state in linear time, written as small scanners:
// PEM private keys (to their END line, or to the end of the text), health sentences (the whole sentence
// around a medical word), base64 of a short credential, tokens split by spaces or wrapped across lines.
// Each walks the text a bounded number of times (docs/security.md "Linear time").
import type { SecretFinding } from './secretPatterns';

/** `-----BEGIN … PRIVATE KEY-----` through its END line; a key with no END line is redacted to the end of the text. */
export function privateKeyFindings(text: string): SecretFinding[] {
  const out: SecretFinding[] = [];
  const begin = /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
  const end = /-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
  for (let m = begin.exec(text); m; m = begin.exec(text)) {
    end.lastIndex = m.index + m[0].length;
    const e = end.exec(text);
    const stop = e ? e.index + e[0].length : text.length;
    out.push({ kind: 'private-key', category: 'credential', start: m.index, end: stop });
    begin.lastIndex = stop;
    if (!e) break;
  }
  return out;
}

const HEALTH =
  /\b(?:diagnosed with|diagnosis of|suffers? from|medical condition|medical history|mental health|prescribed (?:\w{1,30} )?(?:medication|drugs?|pills|antibiotics)|takes? (?:\w{1,30} )?medication|medication for|\d{1,5} ?mg of|chronic (?:illness|pain|disease)|therapy for|blood pressure|HIV|cancer|diabetes|depression|anxiety disorder|ADHD|pregnan(?:t|cy)|seizures?)\b|诊断|診斷|确诊|確診|病情|病史|药物|藥物|服用|抑郁|抑鬱|焦虑症|焦慮症|糖尿病|癌症|怀孕|懷孕/gi;
const SENTENCE_END = /[.!?\n。！？]/;

/** Health details: the whole sentence goes (the medical fact is the sensitive part, not a token). */
export function healthFindings(text: string): SecretFinding[] {
  const out: SecretFinding[] = [];
  let doneTo = 0;
  HEALTH.lastIndex = 0;
  for (let m = HEALTH.exec(text); m; m = HEALTH.exec(text)) {
    if (m.index < doneTo) continue;
    let start = m.index;
    while (start > doneTo && !SENTENCE_END.test(text[start - 1])) start--;
    let stop = m.index + m[0].length;
    while (stop < text.length && !SENTENCE_END.test(text[stop])) stop++;
    if (stop < text.length && text[stop] !== '\n') stop++;
    out.push({ kind: 'health', category: 'health', start, end: stop });
    doneTo = stop;
    HEALTH.lastIndex = stop;
  }
  return out;
}

/**
 * Base64 of a short credential: a padded run, or one that decodes to `user:password`, whose decoded form is
 * printable text with a digit or a symbol (a password, not a word). Ordinary words never end in `=`.
 */
export function base64CredentialFindings(text: string): SecretFinding[] {
  const out: SecretFinding[] = [];
  for (const m of text.matchAll(/(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/]{8,200}={0,2}(?![A-Za-z0-9+/=_-])/g)) {
    const tok = m[0];
    if (tok.length % 4 !== 0 || !/[A-Z]/.test(tok) || !/[a-z0-9]/.test(tok)) continue;
    const decoded = Buffer.from(tok, 'base64').toString('latin1');
    if (!/^[\x20-\x7e]{4,}$/.test(decoded)) continue;
    const credentialPair = /^[^:\s]{1,64}:\S{3,}$/.test(decoded);
    const padded = tok.endsWith('=') && /[\d\W]/.test(decoded);
    if (credentialPair || padded) out.push({ kind: 'base64-credential', category: 'credential', start: m.index!, end: m.index! + tok.length });
  }
  return out;
}

const TOKEN_CHAR = /[A-Za-z0-9+/=_-]/;

/**
 * Tokens written in pieces — groups split by spaces (`ghp_Ab12 Cd34 Ef56 …`) or a key wrapped across lines —
 * are joined and scanned again; a finding in the joined form redacts every piece of it.
 */
export function splitTokenFindings(text: string, scan: (joined: string) => SecretFinding[]): SecretFinding[] {
  const out: SecretFinding[] = [];
  // 1. Space-split: ≥ 4 groups of 3-12 token characters, at least two groups mixing letters and digits.
  for (const m of text.matchAll(/(?<![A-Za-z0-9+/=_-])(?:[A-Za-z0-9+/=_-]{3,12} ){3,40}[A-Za-z0-9+/=_-]{3,12}(?![A-Za-z0-9+/=_-])/g)) {
    const groups = m[0].split(' ');
    if (groups.filter((g) => /\d/.test(g) && /[A-Za-z]/.test(g)).length < 2) continue;
    if (scan(groups.join('')).length > 0) out.push({ kind: 'split-token', category: 'credential', start: m.index!, end: m.index! + m[0].length });
  }
  // 2. Wrapped: the line break (with indentation, a trailing backslash or closing/opening quotes) between two
  //    runs of ≥ 8 token characters is removed, the joined text scanned, and findings across a join mapped back.
  const joins = /(?<=[A-Za-z0-9+/=_-]{8})["']?[ \t]{0,8}(?:\\|["'] ?\+?)?[ \t]{0,8}\r?\n[ \t]{0,40}["']?(?=[A-Za-z0-9+/=_-]{8})/g;
  const map: number[] = [];
  let joined = '';
  let at = 0;
  let any = false;
  for (const m of text.matchAll(joins)) {
    any = true;
    for (let i = at; i < m.index!; i++) map.push(i);
    joined += text.slice(at, m.index!);
    at = m.index! + m[0].length;
  }
  if (!any) return out;
  for (let i = at; i <= text.length; i++) map.push(i);
  joined += text.slice(at);
  for (const f of scan(joined)) {
    const start = map[f.start];
    const end = map[f.end - 1] + 1;
    if (end - start > f.end - f.start) out.push({ kind: f.kind, category: f.category, start, end }); // it spans a join
  }
  return out;
}

/**
 * A credential finding that ends at a line break, followed by a line that is one bare token (the rest of a
 * wrapped key), takes that line too: a key split across lines loses both halves.
 */
export function extendOverWrappedLines(text: string, found: SecretFinding[]): SecretFinding[] {
  for (const f of found) {
    if (f.category !== 'credential') continue;
    for (let hops = 0; hops < 20; hops++) {
      const rest = /^["']?[ \t]*\\?\r?\n[ \t]*["']?([A-Za-z0-9+/=_.~-]{4,400})["',;]?[ \t]*(?=\r?\n|$)/.exec(text.slice(f.end, f.end + 500));
      if (!rest || !TOKEN_CHAR.test(rest[1][0]) || !/\d|[A-Z].*[a-z]|[a-z].*[A-Z]|[+/=]/.test(rest[1])) break;
      f.end += rest.index + rest[0].length;
    }
  }
  return found;
}
