// Prompt-injection screen (DESIGN.md "Gate"): a learning is text an agent will later READ as guidance,
// so text that instructs an agent to drop its instructions, take a new identity, run a downloaded
// script or ship data elsewhere is quarantined — kept for a person to review, never promoted.

export interface InjectionFinding {
  kind: string;
}

const RULES: { kind: string; re: RegExp }[] = [
  { kind: 'override-instructions', re: /\b(ignore|disregard|forget|override|bypass)\s+(all\s+|any\s+|the\s+|your\s+|every\s+)*(previous|prior|above|earlier|preceding|system|original|existing)\s+(instructions?|prompts?|rules|directions|context|messages?|guidelines)/i },
  { kind: 'override-instructions', re: /\b(disregard|ignore)\s+(the\s+|everything\s+)?(above|before this|previous)\b/i },
  { kind: 'override-instructions', re: /\bforget\s+(everything|all)\s+(you|that|above|previously)/i },
  { kind: 'override-instructions', re: /(忽略|无视|忘记)(之前|以上|上面|先前|所有)(的)?(所有)?(指令|指示|提示|规则|内容)/ },
  { kind: 'role-hijack', re: /\byou are now\b|\bfrom now on,? you (are|will act|must act)\b|\bact as (an? )?(unrestricted|jailbroken|different)\b|\bnew (system )?instructions?:/i },
  { kind: 'role-hijack', re: /你现在是|从现在开始你(是|要)/ },
  { kind: 'conceal', re: /\b(do not|don't|never) (tell|inform|mention (this )?to|alert) the (user|human|operator)\b/i },
  { kind: 'pipe-to-shell', re: /\b(curl|wget|fetch|iwr|invoke-webrequest)\b[^|\n]*\|\s*(sudo\s+)?(ba|z|da|k)?sh\b/i },
  { kind: 'pipe-to-shell', re: /\b(curl|wget)\b[^|\n]*\|\s*(sudo\s+)?(python3?|node|perl|ruby|iex|powershell)\b/i },
  { kind: 'pipe-to-shell', re: /\b(ba|z)?sh\s+-c\s+["']?\$\((curl|wget)\b|\b(ba|z)?sh\s+<\(\s*(curl|wget)\b|\biex\s*\(\s*(new-object|iwr|invoke-webrequest)/i },
  { kind: 'decode-and-run', re: /\bbase64\s+(-d|--decode|-D)\b[^\n]*\|\s*(sudo\s+)?(ba|z)?sh\b|\becho\s+[A-Za-z0-9+/=]{16,}\s*\|\s*base64\s+(-d|--decode)|\beval\s*\(\s*(atob|base64_decode|Buffer\.from)\b|\bexec\s*\(\s*base64\.b64decode/i },
  { kind: 'exfiltrate', re: /\bexfiltrat(e|ion|ing)\b|\b(send|upload|post|copy)\s+(the\s+|all\s+|your\s+)*(secrets?|credentials?|api keys?|tokens?|env(ironment)? (vars?|variables)|\.env|ssh keys?|~\/\.ssh|private keys?)\s+to\b/i },
  { kind: 'destructive', re: /\brm\s+-rf\s+(\/|~|\$HOME)(\s|$)|\b(chmod\s+-R\s+777\s+\/)(\s|$)/i },
];

/** Every injection kind found in the text (each kind once). Empty = not an instruction to an agent. */
export function detectInjection(text: string): InjectionFinding[] {
  const kinds = new Set<string>();
  for (const r of RULES) if (r.re.test(text)) kinds.add(r.kind);
  return [...kinds].map((kind) => ({ kind }));
}
