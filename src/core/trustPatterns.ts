// What counts as harmful text for an agent to read (DESIGN.md "Gate", and the outbound trust check in
// trust.ts): instructions aimed at the agent itself (drop your instructions, take a new role, hide things
// from the person, run tools without asking) and commands that download-and-run, destroy or ship data away.
// Every rule is linear: each starts at a literal word and every gap is bounded ({0,N}), so a 100k-char
// input costs at most N steps per start position, never a rescan of the rest of the text.
// The text given here is already folded by trust.ts (NFKC, invisible characters removed, look-alikes folded).

export interface HarmRule {
  kind: string;
  re: RegExp;
  /** Extra check on the matched text. */
  valid?: (match: string) => boolean;
}

const ANY = '[^\\n]'; // gaps stay on one line unless a rule says otherwise
const gap = (n: number) => `${ANY}{0,${n}}?`;
const SHELL = '(?:sudo\\s+)?(?:env\\s+)?(?:ba|z|da|k|fi|c|tc)?sh\\b|(?:sudo\\s+)?(?:python[23]?|node|perl|ruby|php|iex|invoke-expression|powershell|pwsh|bash)\\b';
const FETCH = '(?:curl|wget|fetch|iwr|irm|invoke-webrequest|invoke-restmethod|aria2c|http(?:ie)?|lwp-download)';
const SECRET_THINGS =
  '(?:\\.env\\b|~\\/\\.ssh|\\.ssh\\b|id_(?:rsa|ed25519|ecdsa)|ssh[ -]?keys?|secrets?|credentials?|api[ -]?keys?|tokens?|passwords?|env(?:ironment)?[ -]?(?:vars?|variables)|private[ -]?keys?|\\.aws\\b|\\.npmrc|\\.netrc|\\.pgpass|\\.kube\\/config|keychain|wallet)';

export const HARM_RULES: HarmRule[] = [
  // Dropping the agent's instructions, in the languages captures arrive in.
  { kind: 'override-instructions', re: /\b(?:ignore|disregard|forget|override|bypass|skip|drop|discard)\s+(?:(?:all|any|the|your|every|of|these|those|my|previous|prior)\s+){0,4}(?:previous|prior|above|earlier|preceding|system|original|existing|initial|developer|safety)\s+(?:instructions?|prompts?|rules|directions|directives|commands|programming|context|messages?|guidelines|guardrails|constraints|policies|orders)/i },
  { kind: 'override-instructions', re: /\b(?:ignore|disregard|forget|override|bypass)\s+(?:(?:all|any|the|your|of|these|those)\s+){0,3}(?:instructions?|rules|prompts?|directives|guidelines|system prompt)\s+(?:above|before|given|so far|you (?:were|have been) given)\b|\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+)?your\s+(?:instructions|rules|guidelines|directives|programming|system prompt|safety (?:rules|guidelines))\b|\b(?:reveal|print|output|repeat|leak|dump)\s+(?:your|the)\s+(?:system prompt|hidden instructions|initial instructions|instructions verbatim)\b/i },
  { kind: 'override-instructions', re: /\b(?:disregard|ignore)\s+(?:the\s+|everything\s+|all\s+)?(?:above|before this|previous|what you (?:were|have been) told)\b/i },
  { kind: 'override-instructions', re: /\bforget\s+(?:everything|all)\s+(?:you|that|above|previously|before)/i },
  { kind: 'override-instructions', re: /\b(?:ignoriere|vergiss|missachte)\s+(?:alle\s+)?(?:vorherigen|bisherigen|obigen|früheren)\s+(?:anweisungen|instruktionen|regeln)|\b(?:ignora|olvida)\s+(?:todas\s+)?(?:las\s+)?(?:instrucciones|reglas)\s+(?:anteriores|previas)|\bignore[zs]?\s+(?:toutes\s+)?(?:les\s+)?(?:instructions|consignes|règles)\s+(?:précédentes|antérieures)|\bignore\s+(?:todas\s+)?as\s+instruç(?:õ|o)es\s+anteriores|игнорируй\s+(?:все\s+)?(?:предыдущие|прежние)\s+(?:инструкции|указания)/i },
  { kind: 'override-instructions', re: /(?:忽略|无视|忽视|忘记|忘掉)(?:之前|以上|上面|先前|所有|前面)(?:的)?(?:所有)?(?:指令|指示|提示|规则|内容)|(?:以前|前|上記|これまで)の(?:指示|命令|ルール)を(?:すべて)?(?:無視|忘れ)|이전\s*(?:의\s*)?(?:지시|명령|지침)(?:을|를)?\s*(?:모두\s*)?무시/ },
  // A new identity or a fake system turn.
  { kind: 'role-hijack', re: /\byou are now\b|\bfrom now on,? you (?:are|will act|must act|will be)\b|\bact as (?:an? )?(?:unrestricted|jailbroken|different|new|root|admin)\b|\bpretend (?:to be|you are)\b|\byour new (?:role|task|instructions?|purpose) (?:is|are)\b|\bnew (?:system )?instructions?\s*:|\bsystem prompt\s*:|\b(?:enter|enable) (?:developer|god|dan|jailbreak) mode\b|\bDAN\b.{0,20}\bmode\b/i },
  { kind: 'role-hijack', re: /(?:^|\n)\s*(?:#+\s*)?(?:system|assistant|developer)\s*(?:prompt)?\s*[:>]\s|<\|?\/?(?:im_start|im_end|system|endoftext)\|?>|\[\/?(?:INST|SYS)\]|<<\/?SYS>>|<\/?system>|\bBEGIN (?:SYSTEM|ADMIN) (?:PROMPT|INSTRUCTIONS)\b/i },
  { kind: 'role-hijack', re: /你现在是|从现在开始你(?:是|要)|あなたは今から|지금부터 너는/ },
  { kind: 'role-hijack', re: /\b(?:you must now|you will now|you should now|you are required to now)\b|\b(?:note|message|instructions?|attention) (?:to|for) (?:the |any |all )?(?:ai|llm|agents?|assistants?|claude|copilot|codex|gpt|chatgpt|models?)\b|\b(?:ai|llm|coding) (?:agents?|assistants?|models?) reading this\b/i },
  // Hiding things from the person, and tools run without asking.
  { kind: 'conceal', re: /\b(?:do not|don't|never) (?:tell|inform|mention (?:this )?to|alert|notify|show) (?:the )?(?:user|human|operator|person|developer)\b|\bwithout (?:telling|informing|notifying|alerting) (?:the )?(?:user|human|operator|person)\b/i },
  { kind: 'tool-coercion', re: new RegExp(`\\b(?:run|execute|call|invoke|use)\\b${gap(80)}\\b(?:without (?:asking|confirmation|confirming|permission|approval|review)|(?:do not|don't|never) (?:ask|wait) for (?:confirmation|permission|approval))|\\b(?:silently|secretly|quietly|automatically) (?:run|execute|install|send|upload|delete|call|approve)\\b|--dangerously-skip-permissions\\b|\\bbypassPermissions\\b|\\bauto-?approve (?:all|every)\\b`, 'i') },
  // Download and run: piped, in one line, or saved and run later in the same text (downloadThenRun below).
  { kind: 'pipe-to-shell', re: new RegExp(`\\b${FETCH}\\b(?:[^|\\n]{0,400}\\|\\s*){1,4}(?:${SHELL})`, 'i') },
  { kind: 'pipe-to-shell', re: new RegExp(`\\b(?:ba|z|da|k)?sh\\s+(?:-\\w+\\s+){0,3}["']?(?:\\$\\(|<\\(|\`)\\s*${FETCH}\\b|\\bsource\\s+<\\(\\s*${FETCH}\\b`, 'i') },
  { kind: 'pipe-to-shell', re: /\b(?:iex|invoke-expression)\b\s*[(["'$]{0,3}\s*(?:\(\s*)?(?:iwr|irm|invoke-webrequest|invoke-restmethod|new-object|\[?system\.net\.webclient|\(new-object|curl|wget)\b|\bdownloadstring\s*\(|\|\s*(?:iex|invoke-expression)\b/i },
  { kind: 'pipe-to-shell', re: new RegExp(`\\b(?:exec|eval|execfile|runpy\\.run_path)\\s*\\(${gap(200)}(?:urlopen|urllib|requests\\.get|httpx|urlretrieve|fetch\\(|https?\\.get|wget|curl|download)`, 'i') },
  { kind: 'pipe-to-shell', re: new RegExp(`\\b${FETCH}\\b${gap(300)}(?:&&|;|\\|\\|)\\s*(?:sudo\\s+)?(?:(?:ba|z|da|k)?sh|source|\\.|python[23]?|node|perl|ruby|chmod\\s+\\+x)\\s+\\S`, 'i') },
  // Decode and run.
  { kind: 'decode-and-run', re: new RegExp(`\\bbase64\\s+(?:-d|--decode|-D|-di)\\b${gap(200)}\\|\\s*(?:${SHELL})|\\b(?:eval|exec|source)\\b${gap(40)}(?:\\$\\(|\`|<\\()${gap(200)}base64\\s+(?:-d|--decode|-D)`, 'i') },
  { kind: 'decode-and-run', re: /\b(?:eval|exec|execute|Function)\s*\(\s*(?:atob|base64\.b64decode|base64_decode|Buffer\.from|codecs\.decode|bytes\.fromhex|zlib\.decompress)\b|\becho\s+["']?[A-Za-z0-9+/=]{16,}["']?\s*\|\s*base64\s+(?:-d|--decode|-D)\s*\|/i },
  { kind: 'decode-and-run', re: /\b(?:powershell|pwsh)(?:\.exe)?\b[^\n]{0,80}?\s-(?:e|ec|enc|encodedcommand)\s+[A-Za-z0-9+/=]{20,}|\bfrombase64string\b[^\n]{0,200}?\b(?:iex|invoke-expression)\b|\b(?:iex|invoke-expression)\b[^\n]{0,200}?\bfrombase64string\b/i },
  // Shipping secrets away.
  { kind: 'exfiltrate', re: /\bexfiltrat(?:e|ion|ing)\b/i },
  { kind: 'exfiltrate', re: new RegExp(`\\b(?:send|upload|post|copy|transmit|sync|push|share|email|mail|forward|leak|pipe|scp|rsync)\\s+(?:(?:the|all|your|my|our|every|local|contents?|of|this|repo'?s?)\\s+){0,4}${SECRET_THINGS}${gap(120)}\\b(?:to|into|at|onto)\\s+(?:https?:\\/\\/|ftp:|\\S+@\\S+|(?:a |an |the |my |our )?(?:remote|external|public|web|http|ftp)?\\s?(?:server|endpoint|url|webhook|pastebin|gist|bucket|discord|telegram|slack|address|host))`, 'i') },
  { kind: 'exfiltrate', re: new RegExp(`\\b(?:curl|wget|http|invoke-webrequest|iwr)\\b${gap(200)}(?:-F|--form|-d|--data(?:-binary|-raw|-urlencode)?|-T|--upload-file|--post-file|-InFile|--body-file)\\s*=?\\s*["']?(?:\\w+=)?[@<]?\\s*(?:~|\\$HOME|\\.\\.?)?\\/?${gap(40)}(?:\\.env\\b|\\.ssh\\/|id_(?:rsa|ed25519)|\\.aws\\/|\\.npmrc|\\.netrc|\\/etc\\/(?:passwd|shadow))`, 'i') },
  { kind: 'exfiltrate', re: new RegExp(`\\b(?:cat|type|get-content|tar|zip|base64)\\b${gap(120)}(?:\\.env\\b|\\.ssh\\b|id_(?:rsa|ed25519)|\\.aws\\/|\\.npmrc|\\.netrc|\\/etc\\/(?:passwd|shadow))${gap(120)}\\|\\s*(?:curl|wget|nc|ncat|netcat|socat|ssh|http|invoke-webrequest|iwr)\\b|\\b(?:nc|ncat|netcat)\\s+\\S+\\s+\\d+\\s*<\\s*\\S*(?:\\.env|\\.ssh|id_rsa)`, 'i') },
  { kind: 'exfiltrate', re: /\b(?:env|printenv|set|export -p)\s*\|\s*(?:curl|wget|nc|ncat|netcat|http|invoke-webrequest|iwr)\b/i },
  // Destroying the machine or home folder.
  { kind: 'destructive', valid: rmIsForcedRecursive, re: /\brm\s+(?:-{1,2}[\w-]+\s+){1,5}(?:["']?(?:\/|\/\*|~|~\/|~\/\*|\$HOME|\$\{HOME\}|\$HOME\/\*|~\/\.\*|\$HOME\/\.\*|\/home|\/etc|\/usr|\/var|\/boot|\/root|\.\.?\/\*|\*|\.\*)["']?)(?=\s|$|;|&|\||\)|`)/i },
  { kind: 'destructive', re: /\b(?:chmod|chown)\s+-R\s+\S+\s+\/(?:\s|$)|\bmkfs(?:\.\w+)?\s+\/dev\/|\bdd\s+[^\n]{0,80}?\bof=\/dev\/(?:sd|nvme|hd|disk)|:\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:|\b(?:remove-item|rd|rmdir|del)\s+[^\n]{0,40}?(?:-recurse|\/s)\b[^\n]{0,40}?(?:[a-z]:\\\\?(?:\s|$)|~|\$env:userprofile|\$home)|\bformat\s+[a-z]:\s*\/[qy]/i },
];

/** A destructive `rm` counts only with both recursive and force, in any spelling (-rf, -fr, -r -f, --recursive --force). */
export function rmIsForcedRecursive(match: string): boolean {
  const flags = match.match(/\s-{1,2}[\w-]+/g) ?? [];
  const joined = flags.join(' ').toLowerCase();
  const recursive = /\s-[a-z]*r|--recursive/.test(joined);
  const force = /\s-[a-z]*f|--force|--no-preserve-root/.test(joined);
  return recursive && force;
}

const DOWNLOAD_TO = new RegExp(`\\b${FETCH}\\b[^\\n]{0,300}?(?:\\s-o\\s*|\\s--output[= ]\\s*|\\s-outfile\\s+|\\s>\\s*)["']?([\\w./~$-]{1,200})|\\bwget\\s+(?:-\\S+\\s+){0,4}(?:https?|ftp):\\/\\/[^\\s"']{0,300}\\/([\\w.-]{1,100})(?=[\\s"']|$)`, 'gi');

/** What comes just before a saved file's name when it is run. */
const RUNS_IT = /(?:\b(?:(?:ba|z|da|k)?sh|source|python[23]?|node|perl|ruby|pwsh|powershell|iex|exec|chmod\s+\+x|start|open)|(?:^|\s|&&|;)\.)\s+(?:-\S+\s+){0,3}[\w./~$-]*$|\.\/[\w./~$-]*$/i;

/**
 * Download-then-run in two steps: a file fetched to `path` and later run as a program (`sh path`,
 * `./path`, `chmod +x path`, `python path`…), anywhere after it in the same text.
 */
export function downloadThenRun(text: string): boolean {
  for (const m of text.matchAll(DOWNLOAD_TO)) {
    const saved = (m[1] ?? m[2] ?? '').replace(/^["']|["']$/g, '');
    const name = saved.split('/').pop() ?? '';
    if (name.length < 2 || name === '-' || name === '/dev/null') continue;
    const after = text.slice((m.index ?? 0) + m[0].length);
    let at = after.indexOf(name);
    for (let seen = 0; at >= 0 && seen < 20; seen++, at = after.indexOf(name, at + name.length)) {
      const before = after.slice(Math.max(0, at - 60), at);
      if (RUNS_IT.test(before)) return true;
    }
  }
  return false;
}
