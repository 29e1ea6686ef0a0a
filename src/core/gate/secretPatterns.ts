// Our own secret / personal-data detectors: what secretlint's recommended preset misses or reports
// without a precise range (entropy, connection strings, assignments, PII, health details).
// Each detector yields the character range to redact and a `kind` (the only thing ever logged).

export type FindingCategory = 'credential' | 'pii' | 'health';

export interface SecretFinding {
  kind: string;
  category: FindingCategory;
  start: number;
  end: number;
}

interface PatternRule {
  kind: string;
  category: FindingCategory;
  re: RegExp;
  /** Capture group holding the secret part (0 = whole match). */
  group?: number;
  /** Extra validation on the matched secret text. */
  valid?: (s: string) => boolean;
}

const PLACEHOLDER = /^(string|number|boolean|null|undefined|none|nil|true|false|\*+|x+|\.+|<[^>]*>|\{\{[^}]*\}\}|\$\{[^}]*\}|\$[A-Z_][A-Z0-9_]*|%[A-Z_]+%|process\.env\.\w+|os\.environ.*|env\(.*|getenv\(.*|redacted|\[redacted.*|changeme_placeholder)$/i;
const notPlaceholder = (s: string) => !PLACEHOLDER.test(s.replace(/^["']|["',;]$/g, ''));

const KEY_NAMES =
  'password|passwd|passphrase|pwd|pass|secret|secret[_-]?key|client[_-]?secret|api[_-]?key|apikey|access[_-]?key(?:[_-]?id)?|secret[_-]?access[_-]?key|access[_-]?token|auth[_-]?token|refresh[_-]?token|private[_-]?key|accountkey|sharedaccesskey|token';

export const PATTERN_RULES: PatternRule[] = [
  { kind: 'private-key', category: 'credential', re: /-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/g },
  { kind: 'aws-access-key', category: 'credential', re: /\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA)[A-Z0-9]{16}\b/g },
  { kind: 'github-token', category: 'credential', re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{22,255})\b/g },
  { kind: 'gitlab-token', category: 'credential', re: /\bglpat-[A-Za-z0-9_-]{20,}/g },
  { kind: 'slack-token', category: 'credential', re: /\bxox[abposre]-[A-Za-z0-9-]{10,}/g },
  { kind: 'slack-webhook', category: 'credential', re: /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]+/g },
  { kind: 'stripe-key', category: 'credential', re: /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}\b/g },
  { kind: 'anthropic-key', category: 'credential', re: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  { kind: 'openai-key', category: 'credential', re: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g },
  { kind: 'google-api-key', category: 'credential', re: /\bAIza[0-9A-Za-z_-]{35}/g },
  { kind: 'huggingface-token', category: 'credential', re: /\bhf_[A-Za-z0-9]{30,}\b/g },
  { kind: 'npm-token', category: 'credential', re: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { kind: 'sendgrid-key', category: 'credential', re: /\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g },
  { kind: 'twilio-key', category: 'credential', re: /\bSK[0-9a-fA-F]{32}\b/g },
  { kind: 'jwt', category: 'credential', re: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{6,}/g },
  { kind: 'bearer-token', category: 'credential', re: /\b(?:bearer|token)\s+([A-Za-z0-9._~+/-]{16,}=*)/gi, group: 1 },
  { kind: 'basic-auth', category: 'credential', re: /\bbasic\s+([A-Za-z0-9+/]{12,}={0,2})/gi, group: 1 },
  // scheme://user:password@host — the whole user-info goes, host and path stay (still a useful learning).
  { kind: 'connection-string', category: 'credential', re: /\b[a-z][a-z0-9+.-]*:\/\/([^\s:/@'"]*:[^\s@/'"]+)@/gi, group: 1 },
  { kind: 'connection-string', category: 'credential', re: /\b(?:password|pwd|user password)\s*=\s*([^;&\s'"]+)/gi, group: 1, valid: notPlaceholder },
  { kind: 'password', category: 'credential', re: new RegExp(`\\b(?:[A-Za-z0-9]+[_.-])*(?:${KEY_NAMES})\\b["']?\\s*[:=]\\s*["']?([^\\s"'\`;,&)]{3,})`, 'gi'), group: 1, valid: notPlaceholder },
  { kind: 'password', category: 'credential', re: /\b(?:password|passwd|passphrase|pwd)\s+(?:is|was|of)\s+["']?([^\s"']{3,})/gi, group: 1, valid: notPlaceholder },
  // Names glued to the word (PGPASSWORD=, ADMINPASSWORD:), the mysql client's -pSECRET and .netrc lines.
  { kind: 'password', category: 'credential', re: /\b[A-Za-z0-9]+(?:password|passwd|passphrase)["']?\s*[:=]\s*["']?([^\s"'`;,&)]{3,})/gi, group: 1, valid: notPlaceholder },
  { kind: 'password', category: 'credential', re: /\bmysql(?:dump|admin|sh)?\b[^\n]*?\s-p([^\s"'`]{3,})/g, group: 1, valid: notPlaceholder },
  { kind: 'password', category: 'credential', re: /\bmachine\s+\S+\s+login\s+\S+\s+password\s+(\S{3,})/g, group: 1 },
  // Credentials passed as command-line flags (failed shell commands reach the gate through the hooks):
  // `--token X`, `--password=X`, `curl -u user:pass`, `docker login -p X`.
  { kind: 'password', category: 'credential', re: /(?:^|[\s"'`(])--?(?:password|passwd|pass|pwd|token|api[-_]?key|apikey|secret|client[-_]?secret|access[-_]?token|auth[-_]?token|private[-_]?key)(?:=|\s+)["']?([^\s"'`]{3,})/gi, group: 1, valid: (v) => !v.startsWith('-') && notPlaceholder(v) },
  { kind: 'password', category: 'credential', re: /(?:^|\s)(?:-u|--user)\s+["']?[^\s:"']+:([^\s"'@]{3,})/g, group: 1, valid: notPlaceholder },
  { kind: 'password', category: 'credential', re: /\blogin\b[^\n]*?\s(?:-p|--password-stdin\s*<<<)\s*["']?([^\s"'`]{3,})/g, group: 1, valid: (v) => !v.startsWith('-') && notPlaceholder(v) },
  { kind: 'password', category: 'credential', re: /(?:密码|口令|密钥)\s*(?:是|为|[:：=])\s*([^\s，。,;；]{3,})/g, group: 1, valid: notPlaceholder },
  // Personal data of third parties.
  { kind: 'email', category: 'pii', re: /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g, valid: (s) => !isPlaceholderEmail(s) },
  { kind: 'phone', category: 'pii', re: /(?<![\w.+-])\+\d{1,3}[\s.-]?(?:\(\d{1,4}\)[\s.-]?)?\d{1,4}(?:[\s.-]?\d{2,4}){2,4}(?![\w.-])/g, valid: (s) => digits(s).length >= 8 && digits(s).length <= 15 },
  { kind: 'phone', category: 'pii', re: /(?<![\w.-])\(\d{3}\)\s?\d{3}[\s.-]\d{4}(?![\w.-])/g },
  { kind: 'phone', category: 'pii', re: /(?<![\w.-])\d{3}[.-]\d{3}[.-]\d{4}(?![\w.-])/g },
  { kind: 'phone', category: 'pii', re: /(?<![\w.-])1[3-9]\d{9}(?![\w.-])/g },
  { kind: 'iban', category: 'pii', re: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g, valid: ibanValid },
  { kind: 'credit-card', category: 'pii', re: /(?<![\w.-])\d(?:[ -]?\d){12,18}(?![\w.-])/g, valid: luhnValid },
  { kind: 'ssn', category: 'pii', re: /(?<![\w.-])\d{3}-\d{2}-\d{4}(?![\w.-])/g },
  // Health details: the whole sentence goes (the medical fact is the sensitive part, not a token).
  {
    kind: 'health',
    category: 'health',
    re: /[^.!?\n。！？]*(?:\b(?:diagnosed with|diagnosis of|suffers? from|medical condition|medical history|mental health|prescribed (?:\w+ )?(?:medication|drugs?|pills|antibiotics)|takes? (?:\w+ )?medication|medication for|\d+ ?mg of|chronic (?:illness|pain|disease)|therapy for|blood pressure|HIV|cancer|diabetes|depression|anxiety disorder|ADHD|pregnan(?:t|cy)|seizures?)\b|诊断|确诊|病情|病史|药物|服用|抑郁|焦虑症|糖尿病|癌症|怀孕)[^.!?\n。！？]*[.!?。！？]?/gi,
  },
];

function digits(s: string): string {
  return s.replace(/\D/g, '');
}

export function isPlaceholderEmail(email: string): boolean {
  const [local, domain = ''] = email.toLowerCase().split('@');
  return (
    /^(no-?reply|noreply|git|user|someone|name|you|me)$/.test(local) ||
    /(^|\.)(example\.(com|org|net)|example|test|invalid|localhost|local)$/.test(domain) ||
    /\.(png|jpe?g|gif|svg|webp)$/.test(domain)
  );
}

export function luhnValid(s: string): boolean {
  const d = digits(s);
  if (d.length < 13 || d.length > 19 || /^(\d)\1+$/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = d.charCodeAt(d.length - 1 - i) - 48;
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export function ibanValid(s: string): boolean {
  const iban = s.replace(/\s/g, '').toUpperCase();
  if (iban.length < 15 || iban.length > 34) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (const ch of moved) {
    const v = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const c of v) rem = (rem * 10 + (c.charCodeAt(0) - 48)) % 97;
  }
  return rem === 1;
}

/** Shannon entropy in bits per character. */
export function shannonEntropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/**
 * High-entropy tokens: runs of [A-Za-z0-9+/=_-] of ≥ 24 chars that look random — letters with ≥ 2 digits,
 * or ≥ 30 chars mixing upper and lower case with a digit, '+' or '/' (base64 secrets such as AWS secret
 * keys) — and whose entropy is ≥ 4.0 bits/char (≥ 4.5 when the run contains '/', to spare long paths).
 * Pure hex runs and UUIDs are skipped (commit hashes, content hashes and ids are common and harmless).
 */
export function highEntropyFindings(text: string): SecretFinding[] {
  const out: SecretFinding[] = [];
  for (const m of text.matchAll(/[A-Za-z0-9+/=_-]{24,}/g)) {
    const tok = m[0];
    if (/^[0-9a-f-]+$/i.test(tok) || !/[A-Za-z]/.test(tok)) continue;
    const digitCount = (tok.match(/\d/g) ?? []).length;
    const base64ish = tok.length >= 30 && /[A-Z]/.test(tok) && /[a-z]/.test(tok) && /[\d+/]/.test(tok);
    if (digitCount < 2 && !base64ish) continue;
    const need = tok.includes('/') ? 4.5 : 4.0;
    if (shannonEntropy(tok) >= need) out.push({ kind: 'high-entropy', category: 'credential', start: m.index!, end: m.index! + tok.length });
  }
  return out;
}

const indexed = new Map<RegExp, RegExp>();
/** The same pattern with the `d` flag, so capture groups come with their exact offsets. */
function withIndices(re: RegExp): RegExp {
  let r = indexed.get(re);
  if (!r) indexed.set(re, (r = new RegExp(re.source, re.flags.includes('d') ? re.flags : re.flags + 'd')));
  return r;
}

/** Every finding of our own detectors, unmerged. */
export function patternFindings(text: string): SecretFinding[] {
  const out: SecretFinding[] = [];
  for (const rule of PATTERN_RULES) {
    for (const m of text.matchAll(withIndices(rule.re))) {
      const g = rule.group ?? 0;
      const value = m[g];
      if (value === undefined || value.length === 0 || !m.indices?.[g]) continue;
      if (rule.valid && !rule.valid(value)) continue;
      const [start, end] = m.indices[g];
      out.push({ kind: rule.kind, category: rule.category, start, end });
    }
  }
  return out.concat(highEntropyFindings(text));
}
