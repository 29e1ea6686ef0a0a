// Our own secret / personal-data detectors: what secretlint's recommended preset misses or reports
// without a precise range (entropy, connection strings, assignments, PII, health details).
// Each detector yields the character range to redact and a `kind` (the only thing ever logged).
// Personal data rules live in piiPatterns.ts, code-shaped detectors (keys, health, split tokens) in secretShapes.ts.
import { PII_RULES } from './piiPatterns';
import { base64CredentialFindings, extendOverWrappedLines, healthFindings, privateKeyFindings, splitTokenFindings } from './secretShapes';

export { cardValid, ibanValid, isPlaceholderEmail, luhnValid } from './piiPatterns';

export type FindingCategory = 'credential' | 'pii' | 'health';

export interface SecretFinding {
  kind: string;
  category: FindingCategory;
  start: number;
  end: number;
}

export interface PatternRule {
  kind: string;
  category: FindingCategory;
  re: RegExp;
  /** Capture group(s) holding the secret part (0 = whole match); with a list, the first one that matched. */
  group?: number | number[];
  /** Extra validation on the matched secret text. */
  valid?: (s: string) => boolean;
}

const PLACEHOLDER = /^(string|number|boolean|null|undefined|none|nil|true|false|yes|no|on|off|required|optional|enabled|disabled|\*+|x+|\.+|<[^>]*>|\{\{[^}]*\}\}|\$\{[^}]*\}|\$[A-Z_][A-Z0-9_]*|%[A-Z_]+%|process\.env\.\w+|os\.environ.*|env\(.*|getenv\(.*|redacted|\[redacted.*|changeme_placeholder)$/i;
/** A value that only says whether there is one ("using password: YES", MySQL's refusal) or what type it has. */
const notPlaceholder = (s: string) => !PLACEHOLDER.test(s.replace(/^["'(]|["',;.)]$/g, ''));

// Words that follow "the password is …" in ordinary prose about passwords, not a password itself.
const PROSE_WORDS = new Set(
  ('a an the this that these it its not no now still also just only never always being been set stored saved kept held managed read loaded ' +
    'required needed missing empty blank wrong incorrect correct invalid valid expired rotated revoked reset changed updated hashed encrypted ' +
    'salted masked hidden visible configured provided given defined used passed sent checked verified validated generated created too very ' +
    'in on at of to for from via by with under inside into over as and or but if when where which what who same different optional mandatory ' +
    'available unavailable ignored accepted rejected case-sensitive longer shorter fine ok okay good bad weak strong secure insecure unknown ' +
    'here there below above enough something nothing anything somewhere elsewhere handled documented listed shown printed logged leaked').split(' '),
);
/** A value after a prose cue ("…is X"): not a placeholder, not an ordinary word. */
const proseSecret = (s: string) => notPlaceholder(s) && !PROSE_WORDS.has(s.toLowerCase().replace(/[.,;:!?)"'`]+$/, '')) && /[^.,;:!?)"'`]/.test(s) && !/^[A-Za-z_][\w-]*:$/.test(s);
/** After a prose cue: a secret-looking value, or a plain one that does not read as the sentence going on ("…is spawned, …"). */
const proseValue = (s: string) => proseSecret(s) && (looksSecret(s) || (!/[,;]$/.test(s) && !/(?:ed|ing|ly)[.!]?$/i.test(s)));
/** A value with no cue but a shape: a digit or a symbol, or mixed case. */
/** A strong password's shape: three of lower case, upper case, digit, symbol; not a path, a file name or a CONSTANT. */
const strongShape = (s: string) => !/[/\\]/.test(s) && !/^[A-Z0-9_]+$/.test(s) && !/^[\w-]+\.[a-z]{1,8}$/i.test(s) && [/[a-z]/, /[A-Z]/, /\d/, /[^\w\s]/].filter((r) => r.test(s)).length >= 3;
/** A name in code ("AuthController#reset", "Foo.bar!", "A::B"): mixed case and a symbol, but no password. */
// (A method or a member, "Cart#total", "user.name"; not a word, a mark and digits after a password cue, "Laragon#bdg22".)
const codeName = (s: string) => /^[A-Za-z_]\w*(?:(?:#|\.|::)[A-Za-z_]\w*)+[!?]?$/.test(s) && !/\d{2,}$/.test(s);
const looksSecret = (s: string) => proseSecret(s) && (/\d/.test(s) || /[^\w\s]/.test(s.replace(/[.,;:!?]+$/, '')) || (/[a-z]/.test(s) && /[A-Z]/.test(s.slice(1))));

/** The word for a password, in the languages people write prompts in (Latin, Cyrillic, CJK, Hebrew, Arabic, Devanagari, Greek). */
const PW_ANY =
  '(?:password|passwd|passphrase|passcode|pwd|pw|passwort|kennwort|mdp|mot de passe|contraseña|clave|senha|şifre\\p{L}{0,4}|parola\\p{L}{0,3}|hasł\\p{L}{1,2}|heslo|wachtwoord|lösenord\\p{L}{0,2}|adgangskode|passord|salasana|jelszó|parolă|mật khẩu|kata sandi|sandi|lozinka|geslo|пароль|пароля|гасло|парола|密[码碼]|口令|パスワード|비밀번호|סיסמ[הא]|كلمة (?:المرور|السر)|पासवर्ड|κωδικός)';

const KEY_NAMES =
  'password|passwd|passphrase|pwd|pass|secret|secret[_-]?key|client[_-]?secret|api[_-]?key|apikey|access[_-]?key(?:[_-]?id)?|secret[_-]?access[_-]?key|access[_-]?token|auth[_-]?token|refresh[_-]?token|private[_-]?key(?:[_-]?id)?|accountkey|sharedaccesskey|token';
const PROSE_CUES =
  'password|passwd|passphrase|pwd|pw|passcode|secret|token|api[ _-]?key|(?:secret|access|private|license|encryption|signing|master|ssh|deploy|app)[ _-]key|credentials?|creds|(?:db|database|admin|root|user|wifi|wi-fi|ssh|sudo|account|login|vpn|e?mail|prod|staging|server)[ _-]pass';
const VALUE = `["'\`]?([^\\s"'\`]{3,200})`;

// Every rule is linear (DESIGN.md "Secrets", docs/security.md): it can only start where its token starts
// (a literal prefix, a keyword, or a lookbehind on the token's own characters), and every gap is bounded.
export const PATTERN_RULES: PatternRule[] = [
  { kind: 'aws-access-key', category: 'credential', re: /(?<![A-Z0-9])(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA)[A-Z0-9]{16}(?![A-Z0-9])/g },
  { kind: 'github-token', category: 'credential', re: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{22,255})/g },
  { kind: 'gitlab-token', category: 'credential', re: /(?<![A-Za-z0-9_-])glpat-[A-Za-z0-9_-]{20,255}/g },
  { kind: 'slack-token', category: 'credential', re: /(?<![A-Za-z0-9-])xox[abposre]-[A-Za-z0-9-]{10,255}/g },
  { kind: 'slack-webhook', category: 'credential', re: /https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]{1,255}/g },
  { kind: 'stripe-key', category: 'credential', re: /(?<![A-Za-z0-9_])(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,255}/g },
  { kind: 'anthropic-key', category: 'credential', re: /(?<![A-Za-z0-9_-])sk-ant-[A-Za-z0-9_-]{20,255}/g },
  { kind: 'openai-key', category: 'credential', re: /(?<![A-Za-z0-9_-])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,255}/g },
  { kind: 'google-api-key', category: 'credential', re: /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}/g },
  { kind: 'huggingface-token', category: 'credential', re: /(?<![A-Za-z0-9_])hf_[A-Za-z0-9]{30,255}/g },
  { kind: 'npm-token', category: 'credential', re: /(?<![A-Za-z0-9_])npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])/g },
  { kind: 'sendgrid-key', category: 'credential', re: /(?<![A-Za-z0-9_.-])SG\.[A-Za-z0-9_-]{16,128}\.[A-Za-z0-9_-]{16,128}/g },
  { kind: 'twilio-key', category: 'credential', re: /(?<![A-Za-z0-9_])SK[0-9a-fA-F]{32}(?![0-9a-fA-F])/g },
  // Azure AD client secrets: 3 characters, a digit, "Q~", then 31-34 more.
  { kind: 'azure-client-secret', category: 'credential', re: /(?<![A-Za-z0-9_~.-])[A-Za-z0-9_~.-]{3}\dQ~[A-Za-z0-9_~.-]{31,34}(?![A-Za-z0-9_~.-])/g },
  { kind: 'jwt', category: 'credential', re: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,4000}\.eyJ[A-Za-z0-9_-]{8,4000}\.[A-Za-z0-9_-]{6,4000}/g },
  { kind: 'bearer-token', category: 'credential', re: /\b(?:bearer|token)\s+([A-Za-z0-9._~+/-]{16,2000}=*)/gi, group: 1 },
  { kind: 'basic-auth', category: 'credential', re: /\bbasic\s+([A-Za-z0-9+/]{12,2000}={0,2})/gi, group: 1 },
  // scheme://user:password@host — the whole user-info goes, host and path stay (still a useful learning).
  { kind: 'connection-string', category: 'credential', re: /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,30}:\/\/([^\s:/@'"]{0,256}:[^\s/'"]{1,256})@/g, group: 1 },
  { kind: 'connection-string', category: 'credential', re: /\b(?:password|pwd|user password)\s*=\s*([^;&\s'"]{1,256})/gi, group: 1, valid: notPlaceholder },
  { kind: 'password', category: 'credential', re: new RegExp(`(?:(?<![A-Za-z0-9_.-])|(?<=(?:^|[\\s"'])-[DPJ]))(?:[A-Za-z0-9]{1,40}[_.-]){0,6}(?:${KEY_NAMES})\\b["']?\\s{0,20}[:=]\\s{0,20}["']?([^\\s"'\`;,&)]{3,500})`, 'gi'), group: 1, valid: notPlaceholder },
  // Prose: "the db pass for prod is X", "api key is <hex>", "password was X", "login failed with password X".
  { kind: 'password', category: 'credential', re: new RegExp(`\\b(?:${PROSE_CUES})\\b(?:[ \\t]{1,5}[\\w.-]{1,30}){0,4}?[ \\t]{1,5}(?:is|was|are|were|=|:|set to|changed to|reads?|ist|est|es|é|是)[ \\t]{1,5}${VALUE}`, 'gi'), group: 1, valid: proseValue },
  { kind: 'password', category: 'credential', re: new RegExp(`\\b(?:with|using|via|and|plus|password:?|pw:?)[ \\t]{1,5}(?:the[ \\t]{1,5})?(?:password|passwd|passphrase|pwd|passcode|pin|token|secret|api[ _-]?key)[ \\t]{1,5}${VALUE}`, 'gi'), group: 1, valid: proseSecret },
  // The value a clause or a sentence later ("the db password isn't X, that's the default. it's Y right now").
  { kind: 'password', category: 'credential', re: new RegExp(`\\b(?:${PROSE_CUES})\\b[^\\n]{0,200}?\\b(?:it'?s|it is|(?:the )?(?:real|right|actual|correct|current|new) (?:one|value) is|is actually|should be)[ \\t]{1,5}${VALUE}`, 'gi'), group: 1, valid: looksSecret },
  // A bare "password X" where X has a digit, a symbol or mixed case.
  // (Not a parenthesised aside: "password (P4PASSWD) invalid" names the variable, it gives no value.)
  { kind: 'password', category: 'credential', re: /\b(?:password|passwd|passphrase|pwd|pw)[ \t]{1,3}["'`]?(?!\()([^\s"'`]{4,200})/gi, group: 1, valid: looksSecret },
  // "login is admin / X", "creds admin/X", "root / X": the part after the slash.
  // (Not an ARN's or a URL's path: "user/deploy-bot", "assumed-role/ci-readonly/session" after a colon, or a segment a slash continues.)
  { kind: 'password', category: 'credential', re: /\b(?:logins?|creds?|credentials?|user(?:name)?|account|sign[ -]?in|log[ -]?in|auth)\b[^\n]{0,40}?(?<![\w.@:-])[\w.@-]{2,64}[ \t]{0,3}\/[ \t]{0,3}(?:(?:password|passwd|pwd|pw)[ \t:]{1,3})?([^\s/]{3,128})(?!\/)/gi, group: 1, valid: (v) => looksSecret(v) && !/^[\w-]+\.(?:ts|js|py|md|json|html?|php|aspx?)$/.test(v) },
  { kind: 'password', category: 'credential', re: /\b(?:admin|root|administrator|sa|postgres|ubuntu|guest|operator|sysadmin|superuser)[ \t]{1,3}\/[ \t]{1,3}([^\s/]{3,128})|(?<![\w.:/@-])\b(?:admin|root|administrator|sa|postgres|ubuntu|guest|operator|sysadmin|superuser)[ \t]{0,3}:[ \t]{0,3}(?!(?:v?\d+(?:\.\d+)+|\d{1,3}(?=-))(?:-[a-z][\w.]*)?(?![^\s/:]))([^\s/:.][^\s/:]{3,127})/gi, group: [1, 2], valid: looksSecret },
  // An upper-case variable named for auth (REDISCLI_AUTH='…', NPM_CONFIG__AUTH=…): its value.
  { kind: 'password', category: 'credential', re: /(?<![A-Za-z0-9_])[A-Z][A-Z0-9_]{0,40}AUTH[ \t]{0,3}=[ \t]{0,3}["']?([^\s"'`;,&)]{3,500})/g, group: 1, valid: (v) => notPlaceholder(v) && looksSecret(v) },
  // Names glued to the word (PGPASSWORD=, ADMINPASSWORD:), the mysql client's -pSECRET, sshpass -p and .netrc lines.
  { kind: 'password', category: 'credential', re: /(?<![A-Za-z0-9])[A-Za-z0-9]{1,40}(?:password|passwd|passphrase)["']?\s{0,20}[:=]\s{0,20}["']?([^\s"'`;,&)]{3,500})/gi, group: 1, valid: notPlaceholder },
  { kind: 'password', category: 'credential', re: /\bmysql(?:dump|admin|sh)?\b[^\n]{0,300}?\s-p([^\s"'`]{3,200})/g, group: 1, valid: notPlaceholder },
  { kind: 'password', category: 'credential', re: /\bsshpass\b(?:\s{1,5}-[a-oq-zA-Z]\S{0,40}){0,4}\s{1,5}-p\s{0,5}["']?([^\s"'`]{1,200})/g, group: 1, valid: notPlaceholder },
  { kind: 'password', category: 'credential', re: /\bmachine\s{1,20}\S{1,255}\s{1,20}login\s{1,20}\S{1,255}\s{1,20}password\s{1,20}(\S{3,255})/g, group: 1 },
  // Credentials passed as command-line flags (failed shell commands reach the gate through the hooks):
  // `--token X`, `--password=X`, `curl -u user:pass`, `docker login -p X`.
  { kind: 'password', category: 'credential', re: /(?:^|[\s"'`(])--?(?:password|passwd|pass|pwd|pin|pincode|passcode|otp|totp|token|api[-_]?key|apikey|secret|client[-_]?secret|access[-_]?token|auth[-_]?token|private[-_]?key)(?:=|\s{1,10})["']?([^\s"'`]{3,500})/gi, group: 1, valid: (v) => !v.startsWith('-') && notPlaceholder(v) },
  // "user:password" under a key that names credentials (`-Dregistry.basic.auth.user.info=bot:X`, `REGISTRY_USERINFO=u:X`,
  // `credentials: "u:X"`): the part after the colon goes.
  { kind: 'password', category: 'credential', re: /(?:(?<![A-Za-z0-9])|(?<=(?:^|[\s"'])-[DPJ]))(?:[A-Za-z0-9]{1,40}[_.-]){0,8}(?:user[_.-]?info|basic[_.-]?auth|credentials?|creds)["']?\s{0,20}[:=]\s{0,20}["']?[^\s:"'`@/]{1,128}:(?!\/)([^\s"'`;,&@)]{3,256})/gi, group: 1, valid: notPlaceholder },
  // Oracle's user/password@connect ("sqlplus 'app/X@//db:1521/SVC'", "conn app/X@STG"): the password goes, the user and the
  // database stay. After the "@" a "//host", a "host:port", or a client of Oracle's before it (not "actions/checkout@v4").
  { kind: 'password', category: 'credential', re: /(?<![\w/.@-])[A-Za-z][\w$#]{0,30}\/([^\s/@'"`]{3,128})@(?=\/\/[\w.-]|[\w.-]+:\d{2,5}\b)/g, group: 1, valid: notPlaceholder },
  // …its password in double quotes, as Oracle wants one with special characters (`'app/"Dev!x26"@//db:1521/SVC'`).
  { kind: 'password', category: 'credential', re: /(?<![\w/.@-])[A-Za-z][\w$#]{0,30}\/"([^\s"]{3,128})"@/g, group: 1, valid: notPlaceholder },
  { kind: 'password', category: 'credential', re: /\b(?:sqlplus|sqlcl|rman|expdp|impdp|dgmgrl|conn(?:ect)?)\b[^\n|;&]{0,200}?[\s'"][A-Za-z][\w$#]{0,30}\/([^\s/@'"`]{3,128})(?=@|['"]?\s|['"]?$)/gi, group: 1, valid: notPlaceholder },
  // redis-cli's `-a <password>`, the MySQL clients' `-p<password>` (no space), anywhere on the command line.
  { kind: 'password', category: 'credential', re: /\b(?:redis-cli|keydb-cli)\b[^\n|;&]{0,300}?\s-a\s{1,5}(["']?)([^\s"']{3,200})\1/g, group: 2, valid: notPlaceholder },
  { kind: 'password', category: 'credential', re: /\b(?:mysql|mysqldump|mysqladmin|mariadb)\b[^\n|;&]{0,300}?\s-p(["']?)([^\s"'-][^\s"']{2,200})\1/g, group: 2, valid: notPlaceholder },
  { kind: 'password', category: 'credential', re: /(?:^|\s)(?:-u|--user)\s{1,10}["']?[^\s:"']{1,128}:([^\s"'@]{3,256})/g, group: 1, valid: notPlaceholder },
  // …with the password alone quoted (`-u svc:'Zh8!k…@9'`): everything up to the closing quote.
  { kind: 'password', category: 'credential', re: /(?:^|\s)(?:-u|--user)\s{1,10}[^\s:"']{1,128}:(["'])((?:(?!\1)[^\n]){3,256})\1/g, group: 2, valid: notPlaceholder },
  { kind: 'password', category: 'credential', re: /\blogin\b[^\n]{0,300}?\s(?:-p|--password-stdin\s*<<<)\s*["']?([^\s"'`]{3,200})/g, group: 1, valid: (v) => !v.startsWith('-') && notPlaceholder(v) },
  { kind: 'password', category: 'credential', re: /(?:密[码碼]|口令|密[钥鑰]|パスワード|비밀번호|Passwort|mot de passe|contraseña|senha|пароль)\s{0,3}(?:是|为|為|は|는|ist|est|es|é|:|：|=)\s{0,3}([^\s，。,;；]{3,200})/gi, group: 1, valid: notPlaceholder },
  // The same with words between the cue and the verb, or a filler before the value ("Das Passwort fürs Portal ist übrigens X").
  { kind: 'password', category: 'credential', re: /(?:密[码碼]|口令|パスワード|비밀번호|Passwort|Kennwort|mot de passe|contraseña|clave|senha|пароль|password|passphrase)(?:[ \t]{1,5}[^\s:=]{1,30}){0,4}?[ \t]{1,5}(?:is|was|ist|lautet|war|est|était|es|era|é|era|это|—|-|:|=)(?:[ \t]{1,5}(?:übrigens|jetzt|aber|noch|actually|btw|now|still|en fait|maintenant|toujours|por cierto|ahora|aún|aliás|agora|ainda|кстати|теперь|сейчас))[ \t]{1,5}["'`]?([^\s"'`]{3,200})/gi, group: 1, valid: looksSecret },
  { kind: 'password', category: 'credential', re: /(?:Passwort|Kennwort|mot de passe|contraseña|clave|senha|пароль)(?:[ \t]{1,5}[^\s:=]{1,30}){1,4}?[ \t]{1,5}(?:ist|lautet|est|es|é|это|—|:|=)[ \t]{1,5}(?!(?:übrigens|jetzt|aber|noch|en fait|maintenant|toujours|por cierto|ahora|aún|aliás|agora|ainda|кстати|теперь|сейчас)[\s,])["'`]?([^\s"'`]{3,200})/gi, group: 1, valid: looksSecret },
  // No copula (Russian, a dash, a filler): the value must look like a secret (a digit, a symbol, mixed case).
  { kind: 'password', category: 'credential', re: /(?:пароль|密[码碼]|パスワード|비밀번호|Passwort|mot de passe|contraseña|senha|password)(?:[ \t]{1,5}[^\s:=]{1,30}){0,4}?[ \t]{1,5}(?:кстати|теперь|—|-|btw|übrigens|aliás|por cierto)[ \t]{1,5}["'`]?([^\s"'`,]{4,200})/gi, group: 1, valid: looksSecret },
  // A user and a password in one breath: "log in with user admin pass X", "login root pw X".
  { kind: 'password', category: 'credential', re: /\b(?:user(?:name)?|login|admin|root|account)[ \t]{1,3}[\w.@-]{1,64}[ \t,]{1,3}(?:pass|pw|pwd|passwd|password)[ \t:=]{1,3}["'`]?([^\s"'`,;]{4,200})/gi, group: 1, valid: notPlaceholder },
  // A password cue and, later in the same sentence, a quoted value shaped like a strong password (three kinds of
  // character, no path, no constant name): "keystore pw steht da drin, `Tr4ck!ng-ks-2026`", "the password — 'x' —".
  { kind: 'password', category: 'credential', re: /(?:\b(?:password|passwd|passphrase|passcode|pwd|pw|pass|Passwort|Kennwort|mdp|contraseña|clave|senha)\b|mot de passe|пароль|密[码碼]|口令|パスワード|비밀번호)[^\n.!?。！？]{0,80}?["'`“«‘][ \u00a0]?([^\s"'`”»’]{8,128})[ \u00a0]?["'`”»’]/gi, group: 1, valid: (v) => notPlaceholder(v) && strongShape(v) && !codeName(v) },
  // …or a sentence or two later, in a code span, shaped like a password and nothing else (a digit in it; no brackets,
  // quotes or spaces, not `Class#method`: not a snippet): "root password only as a hash … the bench units use `Gw!root2024`".
  { kind: 'password', category: 'credential', re: /(?:\b(?:password|passwd|passphrase|passcode|pwd|pw|Passwort|Kennwort|mdp|contraseña|clave|senha)\b|mot de passe|пароль|密[码碼]|口令|パスワード|비밀번호)[^\n`]{0,240}?`([A-Za-z0-9!@#$%^&*_+=.?~-]{8,64})`/gi, group: 1, valid: (v) => notPlaceholder(v) && strongShape(v) && /\d/.test(v) && !codeName(v) },
  // A password passed with a one-letter flag (mosquitto, psql-like clients: `-P 'Xk9#…'`): letters with a digit or a
  // symbol, no path (`grep -P '\d+'`, a port `-P 3306` and `xargs -P 4` are spared).
  { kind: 'password', category: 'credential', re: /(?:^|\s)-P\s{1,5}(["']?)([^\s"']{6,200})\1(?=\s|$)/g, group: 2, valid: (v) => notPlaceholder(v) && !/[/\\]/.test(v) && /[A-Za-z]/.test(v) && /[\d\W_]/.test(v) && !/^[A-Z_]+$/.test(v) },
  // The word for a password in any of thirty languages, then (after a colon, a dash, a copula or up to four short
  // words, or nothing: Turkish "şifresi X") a value shaped like a strong password with a digit in it (not a call or a name in code).
  { kind: 'password', category: 'credential', re: new RegExp(`(?<!\\p{L})${PW_ANY}(?!\\p{L})(?:[ \\t:=：—–-]{1,5}[^\\s:=：]{1,20}){0,4}?[ \\t:=：—–-]{1,5}["'\x60“«‘]?(?=[^\\s"'\x60”»’,;]{0,127}\\d)(?=[^\\s"'\x60”»’,;]{0,127}[^\\p{L}\\d\\s])([^\\s"'\x60”»’,;]{8,128})`, 'giu'), group: 1, valid: (v) => notPlaceholder(v) && strongShape(v) && /\d/.test(v) && !/[()[\]{}<>]/.test(v) && !codeName(v) },
  // …or further on (a sentence later, "… hasło, zmieniliśmy … aktualne do repo: X"), after a colon.
  { kind: 'password', category: 'credential', re: new RegExp(`(?<!\\p{L})${PW_ANY}(?!\\p{L})[^\\n]{0,160}?(?:[:：=]|\\b(?:value|it|the new one)(?:'s| is)(?![\\p{L}]))[ \\t]{0,3}["'\x60“«‘]?(?=[^\\s"'\x60”»’,;]{0,127}\\d)(?=[^\\s"'\x60”»’,;]{0,127}[^\\p{L}\\d\\s])([^\\s"'\x60”»’,;]{8,128})`, 'giu'), group: 1, valid: (v) => notPlaceholder(v) && strongShape(v) && /\d/.test(v) && !/[()[\]{}<>]/.test(v) && !codeName(v) },
  // A long hex run next to a credential word ("api key is 3f2a…", "token 9c41…"): hex alone is spared as a hash.
  { kind: 'hex-secret', category: 'credential', re: /\b(?:key|token|secret|password|auth|credential|signature|apikey)s?\b[^\n]{0,30}?(?<![0-9a-fA-F])([0-9a-fA-F]{32,128})(?![0-9a-fA-F])/gi, group: 1 },
  // …after the same words in other languages ("приватный ключ `0x59c6…`", "私钥", "clé privée", "개인 키").
  { kind: 'hex-secret', category: 'credential', re: /(?:(?<!\p{L})(?:ключ\p{L}{0,2}|токен\p{L}{0,2}|секрет\p{L}{0,2}|clé|clave|chave|schlüssel|chiave|klucz\p{L}{0,2}|anahtar\p{L}{0,3})(?!\p{L})|私[钥鑰]|密[钥鑰]|秘[钥鑰]|秘密鍵|鍵|개인\s?키|비밀\s?키)[^\n]{0,30}?(?<![0-9a-fA-F])((?:0x)?[0-9a-fA-F]{32,128})(?![0-9a-fA-F])/giu, group: 1 },
];

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

/** A name in code made of words joined by "_" or "-" ("import_two_books_without_isbn13", "AWS_SECRET_ACCESS_KEY"). */
const SNAKE_WORDS = /^(?:[a-z]{2,}\d{0,3}(?:[_-][a-z]{2,}\d{0,3}){2,}|[A-Z]{2,}\d{0,3}(?:_[A-Z]{2,}\d{0,3}){2,})$/;
/** …or of camel-case words joined by "_" ("ipn_invalidChecksum_returns97", "test_parseHeader_emptyInput"): each piece a word or a run of words. */
// (Each run of letters or digits is taken whole — `(?![a-z])`, `(?!\\d)` — so a long token that is not one fails at once, never by
// trying every way to cut it.)
const CAMEL_WORDS = '(?:[A-Z]{2,6}(?![A-Z](?![a-z]))\\d{0,3}(?!\\d)|[A-Z]?[a-z]{3,}(?![a-z])\\d{0,3}(?!\\d))+';
const WORD_RUN = `(?:[a-z]{2}(?![a-z])\\d{0,3}(?!\\d)|${CAMEL_WORDS})`;
const CAMEL = new RegExp(`^${CAMEL_WORDS}$`);
const SNAKE_CAMEL = new RegExp(`^${WORD_RUN}(?:_${WORD_RUN}){1,}$`);
/** A migration's name: a time stamp, then words ("20261203021548_AddInvoiceDueDate", "20240105120000_create_users", "V20240105__add_index"). */
const MIGRATION = /^V?(?:19|20)\d{6,12}_{1,2}(?:_?(?:[A-Z][a-z]+(?![a-z])|[A-Z]{2,6}(?![a-z])|[a-z]{2,}(?![a-z])))+\d{0,3}$/;

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
    // Hex (a hash, an 0x address) and names in code made of words ("ERC20InsufficientAllowance") are not secrets by their shape.
    if (/^(?:0x)?[0-9a-f-]+$/i.test(tok) || !/[A-Za-z]/.test(tok) || CAMEL.test(tok) || SNAKE_WORDS.test(tok) || SNAKE_CAMEL.test(tok) || MIGRATION.test(tok)) continue;
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

/** Findings of a list of rules, unmerged. */
export function ruleFindings(text: string, rules: readonly PatternRule[]): SecretFinding[] {
  const out: SecretFinding[] = [];
  for (const rule of rules) {
    for (const m of text.matchAll(withIndices(rule.re))) {
      const g = (Array.isArray(rule.group) ? rule.group : [rule.group ?? 0]).find((n) => m[n] !== undefined) ?? 0;
      const value = m[g];
      if (value === undefined || value.length === 0 || !m.indices?.[g]) continue;
      if (rule.valid && !rule.valid(value)) continue;
      const [start, end] = m.indices[g];
      out.push({ kind: rule.kind, category: rule.category, start, end });
    }
  }
  return out;
}

/** Every finding of our own detectors (credentials, personal data, health, split and wrapped keys), unmerged. */
export function patternFindings(text: string): SecretFinding[] {
  const found = [...ruleFindings(text, PATTERN_RULES), ...ruleFindings(text, PII_RULES), ...highEntropyFindings(text), ...privateKeyFindings(text), ...healthFindings(text), ...base64CredentialFindings(text)];
  found.push(...splitTokenFindings(text, (t) => [...ruleFindings(t, PATTERN_RULES), ...highEntropyFindings(t)]));
  return extendOverWrappedLines(text, found);
}
