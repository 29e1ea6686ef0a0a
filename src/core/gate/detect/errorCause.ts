// Error capture that keeps the cause: the failing command, and the line of its output that names the
// failure (errorRules.ts scores every line; preamble never wins), with temp/home paths made portable.
// Failures with nothing to learn — a search with no match, a comparison answering "different", an
// interrupt, a timeout or failure with no message — are ignored, and the reason is returned for the log.
import { LINE_RULES, NPM_META, PREAMBLE, WARNINGS_FAIL, WRAPPER, toolsOf, type LineRule } from './errorRules';
import { portablePaths } from './portablePaths';
import { MARK, errorText, splitLocation } from '../errorLocation';
import { capOutput, clip } from './text';
import { refineCause } from './causeDetail';

export interface ToolOutcome {
  tool: string;
  /** The command or file the tool ran on, when there is one. */
  subject?: string;
  exitCode?: number;
  /** Output / error text as the agent saw it. */
  text: string;
  /** True when the payload itself says it failed (PostToolUseFailure, result_type failure…). */
  failed?: boolean;
  interrupted?: boolean;
  /** The project folder, to make paths relative. */
  cwd?: string;
}

export type FailureVerdict =
  | { kind: 'capture'; content: string; cause: string; file?: string; rule: string; exit?: number; confidence: number }
  | { kind: 'ignore'; reason: string };

const MAX_LINE = 400;
const WORKSPACE_PREFIX = /^(?:[\w.-]{0,40}[@/][\w@./-]{1,80} [\w:.-]{1,40}: |[\w.-]{0,40}[@/][\w@./-]{1,80}:[\w.-]{1,40}: |│\s?)/;
const LOG_PREFIX = /^(?:\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3}: [A-Z]+\/[\w-]+\]\s*|\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d{1,9})?(?:Z|[+-]\d{2}:?\d{2}| [+-]\d{4})?\]?\s+(?:\[\d{1,7}\]\s+(?:\[(?:INFO|WARNING|ERROR|DEBUG|CRITICAL)\]\s+)?)?(?:[0-9a-f]{12,16}\s+[a-z]{3}\s+)?(?:\[(?:info|warn|warning|error|debug)\]\s?)?(?:\{[\w.-]+:\d+\} (?:INFO|WARNING|ERROR|DEBUG|CRITICAL) - (?:\d{2}:\d{2}:\d{2}\s+)?)?|\[?\d{2}:\d{2}:\d{2}(?:[.,]\d{1,6})?\]?:?\s+(?:▸\s*)?|[│║┃]\s?|(?:\.|[\w@./-]{1,120}) (?:pre|post)?(?:install|prepare|prepack|build)(?:\$|:)\s|[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d [\w.-]+ [\w.@/-]+(?:\[\d+\])?:\s|\| (?=\S))/;
/** How agents report an exit status inside the output: Claude "Exit code 1", Copilot "<exited with exit code 143>" / "Command exited with code 130", a shell tool's last "exit status 1", pnpm's "ELIFECYCLE  Command failed with exit code 143" (the script's own). */
const EXIT_LINE = /^[Ee]xit code:? (\d+)|<exited with exit code (\d+)>|^(?:[Cc]ommand|Process) (?:exited|failed|terminated) with (?:exit )?code (\d+)|^exit status (\d+)\s*$|^\s*ELIFECYCLE\s+Command failed with exit code (\d+)|^(?:[Cc]ommand|Process) terminated by signal SIG[A-Z]+ \(exit code (\d+)\)/m;
/** Status lines agents wrap around the output (Codex: "Exit code: 1", "Wall time: …", "Output:"). */
const EXIT_LINES = /^[Ee]xit code:? \d+\s*$|^exit status \d+\s*$|^<exited with exit code \d+>\s*$|^(?:[Cc]ommand|Process) (?:exited|failed|terminated) with (?:exit )?code \d+(?: \((?:SIG[A-Z]+|signal \d+)\))?(?:\.|: (?:rg|grep|git grep|find|fd) .*)?\s*$|^Terminated\s*$|^(?:[Cc]ommand|Process) terminated by signal SIG[A-Z]+(?: \(exit code \d+\))?\.?\s*$|^Wall time: [\d.]+ \w+\s*$|^Output:\s*$/gm;
/** An interrupt reported in words, or the ^C a terminal echoes as the last thing it printed. */
const INTERRUPTED = /\b(?:interrupted|cancell?ed|aborted) by (?:the )?user\b|^!{3,} KeyboardInterrupt !{3,}$|^(?:command|process|operation) (?:was )?(?:interrupted|cancell?ed)\b|\^C\s*$/im;
/**
 * A status query that answers "not finished yet" with its exit code (`gh pr checks` exits 8 while checks are
 * pending; `kubectl rollout status`, CI watchers): a state of the moment, not a failure, when nothing failed.
 */
const PENDING = /\b(?:checks?|jobs?|runs?|builds?|deployments?|workflows?|pipelines?|rollouts?|tasks?)\b[^\n]{0,40}\b(?:(?:still|are|is) )?(?:pending|in progress|queued|waiting)\b/i;
/** Another run holds the lock this one needs (Terraform's state lock, apt/dpkg, a git index.lock): nothing to learn but to wait. */
const LOCK_HELD = /\bError acquiring the state lock\b|\bCould not get lock \/var\/lib\/(?:dpkg|apt)\/|\bUnable to create '[^'\n]*index\.lock': File exists|\bAnother git process seems to be running\b/;
const SOMETHING_FAILED = /\b[1-9]\d* (?:failing|failed|failures?|errors?|cancell?ed)\b|(?<!\b0 )\b(?:failed|failure)\b|^\s*(?:X|✗|×|✖|❌)\s|\b(?:error|fatal|panic)\b:/im;
const SEARCH = /^(?:rg|grep|egrep|fgrep|ag|ack|git grep|fd|find|findstr|select-string)\b/;
/** An agent's own search tool (Copilot's grep, glob): its name, not a command line. */
const SEARCH_TOOL = /^(?:grep|glob|search|find|rg)\b/i;
const COMPARE = /^(?:git diff\b.*--(?:quiet|exit-code)\b|diff|cmp|test|\[|argocd app diff|kubectl diff|helm diff|git merge-base --is-ancestor|git show-ref --(?:quiet|verify)|git rev-parse --verify|pgrep|which|command -v|type)\b/;
const TRACEBACK = /Traceback \(most recent call last\)|^\s+at .+\(.+:\d+:\d+\)$/m;
const ERROR_LINE = /^(?:.*\b(?:[A-Z]\w*(?:Error|Exception)|Error|ERROR|FATAL|fatal|panic)\b:?.*|npm ERR!.*|.*command not found.*|.*No such file or directory.*|.*Permission denied.*)$/m;

/** A runner's label before each line: Playwright's web server, nodemon, concurrently's index, an EAS build phase ("[INSTALL_DEPENDENCIES] npm ERR! …"), melos's "e- " before a package's stderr. */
const PROCESS_LABEL = /^\[(?:WebServer|nodemon|\d{1,2}|[A-Z]+(?:_[A-Z]+)+)\] ?|^\s{2,}e- (?=\S)|^Step #\d+(?: - "[^"\n]{1,80}")?: |^\d+\.\d{3} (?=\S)/;
const GH_LOG_PREFIX = /^[^\s][^\t\n]{0,99}\t[^\t\n]{1,100}\t(?=\d{4}-\d\d-\d\dT|\d\d:\d\d:\d\d|##\[)/;
/** …unless the holder is a CI runner (Terraform's "Who: runner@gha-runner-7f9c"): the pipeline is applying, and running beside it is the lesson. */
const HELD_BY_CI = /^[│|\s]*Who:\s+\S*(?:runner|\bci\b|ci-|github|gitlab|jenkins|actions|buildkite|circleci|atlantis|spacelift|tfc|terraform-cloud)/im;
/** A long line cut to its length, keeping what follows its last "Last error is:" / "caused by:" (Dubbo's RpcException names the real error at its end). */
function tailAfterReason(l: string, cap: number): string {
  const at = [...l.matchAll(/\b(?:Last error is|[Cc]aused by|[Rr]oot cause|[Rr]eason)\s*:\s*/g)].pop();
  return at && at.index! > cap / 2 ? `${l.slice(0, cap / 4)} … ${l.slice(at.index!, at.index! + (cap * 3) / 4)}` : l.slice(0, cap);
}

/** A deeper-indented line that is not the message going on: a stack frame, a code excerpt, a heading. */
const CONTINUES_NOT = /^\s*(?:at |Stack Trace:|File "|\d|[│║┃]|[>|^]|-{2,}|\[|@@|(?:Call log|Expected|Received|Actual)\b)/;

/** A line that advises what to do ("Change your …", "Either …", "Try …", "Consider …", "Run X to …"), and one that states a failure. */
const ADVICE = /^\s*(?:(?:Change|Either|Try|Consider|Please|Make sure|Ensure|You (?:can|may|might|could|should))\b|(?:Run|Use|Execute)\b.{1,200}\bto\b)/;
const STATED_FAILURE = /\b(?:not|no|cannot|can't|doesn't|don't|isn't|aren't|wasn't|didn't|won't|failed|failure|invalid|mismatch\w*|missing|unable|error)\b/i;

/** A build's verdict with no error in it ("Build failed.", "Build FAILED. Use dotnet build to see the errors."). */
const BARE_BUILD_VERDICT = /^(?:Build|Compilation|Restore) failed\.?(?: Use .{1,60} to see the (?:errors|details)\.?| See the (?:log|output) (?:above|for details)\.?)?$/i;

/** BuildKit's report of a failed step, in its progress view or its final error. */
const STEP_FAILED = /^\s*(?:=> )?ERROR \[[^\]]+\] |^(?:ERROR: )?failed to solve: process .* did not complete successfully/;
const STEP_OUTPUT: LineRule = { tool: 'docker', name: 'build step output', re: /$^/, score: 50 };

/** The lines of the step output blocks BuildKit prints under a failed build ("------" / " > [builder 4/6] RUN …:" / "0.412 …" / "------"). */
function buildStepOutput(raw: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (let i = 1; i < raw.length; i++) {
    if (!/^\s?> \[[^\]]+\] .*:\s*$/.test(raw[i]) || !/^-{6}\s*$/.test(raw[i - 1])) continue;
    for (let j = i + 1; j < raw.length && !/^-{6}\s*$/.test(raw[j]); j++) out.add(j);
  }
  return out;
}

/** The last command of a shell line (after `&&`, `;`, `|`), stripped of env assignments and `sudo`. */
function lastCommand(cmd: string): string {
  const parts = cmd.split(/&&|\|\||;|\|/);
  return (parts[parts.length - 1] ?? '').trim().replace(/^(?:\w+=\S*\s+)*(?:sudo\s+|time\s+|command\s+)?/, '');
}

/** A line its tool labels a warning ("Warning #0: … could not derive type …", "[WARNING] …", "WARNING: …"). */
const WARNING_LABEL = /^\s*(?:\[(?:warning|warn)\]|(?:warning|warn)(?:\s*#\d+)?\s*:)/i;

function scoreOne(line: string, named: Set<string>): { score: number; rule?: LineRule } {
  if (PREAMBLE.test(line)) return { score: -1 };
  if (NPM_META.test(line)) return { score: 0 };
  let best: { score: number; rule?: LineRule } = { score: 0 };
  for (const r of LINE_RULES) {
    if (r.score <= best.score - 5 || (r.onlyNamed && !named.has(r.tool)) || !r.re.test(line)) continue;
    const s = r.score + (named.has(r.tool) ? 5 : 0);
    if (s > best.score) best = { score: s, rule: r };
  }
  // A fallback word in a warning ("could not", "failed") does not make it the failure: an error line the same rule finds wins.
  if (best.rule?.tool === 'generic' && best.score <= 62 && WARNING_LABEL.test(line)) best = { ...best, score: best.score - 3 };
  return best.score > WRAPPER.score && WRAPPER.re.test(line) ? { ...best, score: WRAPPER.score } : best;
}

/** A line's score as printed and, when it opens with a pictograph ("🦋  error …", "✘ [ERROR] …"), as read after it. */
function scoreLine(line: string, named: Set<string>): { score: number; rule?: LineRule } {
  const printed = scoreOne(line, named);
  const bare = line.replace(MARK, '');
  if (bare === line || printed.score < 0) return printed;
  const read = scoreOne(bare, named);
  return read.score > printed.score ? read : printed;
}

/** The cause line(s) of an output, by score; the last meaningful line when nothing scores. */
export function findCause(text: string, command?: string): { cause: string; rule: string; also: string[] } {
  const prefixed = /\b(?:turbo|nx|lerna)\b|\s-r\b|--recursive|--filter|\s-w\b|--workspaces?\b/.test(command ?? '');
  // Compose prefixes every line of a service's log with its name ("api-1  | Error: …").
  const composed = /\bdocker[- ]compose\b|\bcompose (?:up|run|logs)\b/.test(command ?? '');
  const framed = new Set<number>();
  const raw = text.split(/\r?\n/);
  const stepOutput = buildStepOutput(raw);
  const lines = raw.map((l, i) => {
    if (/^[│║┃]/.test(l)) framed.add(i);
    // Log prefixes (a time stamp, a box-drawing frame) are not part of what the line says.
    // A traceback printed escaped inside one line (a repr) is read to its end: its last exception is the cause.
    // …and so is a JSON error body whose errors nest ("details": [{…}]): the innermost message is the cause.
    const cap = l.includes('(most recent call last):\\n') || /"(?:details|errors|innererror)"\s*:\s*[[{]/.test(l) ? MAX_LINE * 10 : MAX_LINE;
    // (`gh run view --log` puts the job and the step before every line, tab-separated.)
    const line = (l.length > cap ? tailAfterReason(l, cap) : l).replace(/\s+$/, '').replace(GH_LOG_PREFIX, '').replace(PROCESS_LABEL, '').replace(LOG_PREFIX, '');
    // Workspace runners prefix every line with the package and script ("web lint: …", "@acme/web:build: …").
    // (And BuildKit's step number and time before a tool's own line: "#8 2.911 npm ERR! code ERESOLVE"; the line's own indentation stays.)
    const own = (composed ? line.replace(/^[\w.-]+\s+\|\s?/, '') : line).replace(/^#\d+ \d+\.\d+ (?=\s*\S)/, '');
    return prefixed ? own.replace(WORKSPACE_PREFIX, '') : own;
  });
  const named = toolsOf(command);
  const strict = WARNINGS_FAIL.command.test(command ?? '') || WARNINGS_FAIL.output.test(text);
  // A build that aborts on its configuration's warnings (Kconfig) has no error of its own: the warning outranks the build system's report.
  const warned = strict && /\bAborting due to \w+ warnings\b/i.test(text) ? { ...WARNINGS_FAIL.rule, score: 86 } : WARNINGS_FAIL.rule;
  let bestAt = -1;
  let best: { score: number; rule?: LineRule } = { score: 0 };
  const scores: { score: number; rule?: LineRule }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].trim()) continue;
    const read = scoreLine(lines[i], named);
    const s = strict && read.score < warned.score && warned.re.test(lines[i]) ? { score: warned.score, rule: warned } : read;
    scores[i] = s;
    if (s.score > best.score || (s.score === best.score && s.score > 0 && s.rule?.last)) {
      best = s;
      bestAt = i;
    }
  }
  const meaningful = (i: number) => i >= 0 && i < lines.length && lines[i].trim() !== '' && !PREAMBLE.test(lines[i]);
  if (bestAt < 0) {
    // Advice printed last (EF Core's "Change your target project to …" under "Your target project 'A' doesn't match your
    // migrations assembly 'B'.") loses to the failure it advises on, when a line above states one.
    let said = lines.length - 1;
    while (said >= 0 && (!meaningful(said) || ADVICE.test(lines[said]))) said--;
    if (said >= 0 && lines.slice(said + 1).some((l) => ADVICE.test(l)) && STATED_FAILURE.test(lines[said])) return { cause: lines[said].trim(), rule: 'last line', also: [] };
    for (let i = lines.length - 1; i >= 0; i--) if (meaningful(i)) return { cause: lines[i].trim(), rule: 'last line', also: [] };
    return { cause: '', rule: 'none', also: [] };
  }
  if (best.score <= WRAPPER.score && WRAPPER.re.test(lines[bestAt])) {
    // Only a wrapper says it failed ("npm error Lifecycle script `seed` failed"): the script's own last words above it say why.
    let k = bestAt;
    while (k > 0 && (!lines[k - 1].trim() || /^npm (?:ERR!|error) /.test(lines[k - 1]))) k--;
    const own = k > 0 && meaningful(k - 1) && (scores[k - 1]?.score ?? 0) >= 0 && !/^> \S/.test(lines[k - 1]) ? k - 1 : -1;
    if (own >= 0) return { cause: lines[own].trim(), rule: 'last line before the wrapper', also: [] };
  }
  // BuildKit's failed step ("=> ERROR [api builder 4/6] RUN go mod download", "failed to solve: process … did not complete
  // successfully") says which step; the step's own output, in the block below it, says why: its strongest line, else its last.
  if (stepOutput.size && STEP_FAILED.test(lines[bestAt])) {
    const own = [...stepOutput].filter(meaningful);
    const strongest = own.reduce((a, i) => ((scores[i]?.score ?? 0) > (scores[a]?.score ?? 0) ? i : a), own[own.length - 1] ?? -1);
    if (strongest >= 0) {
      bestAt = strongest;
      best = scores[strongest]?.rule && scores[strongest].score > 0 ? scores[strongest] : { score: 50, rule: STEP_OUTPUT };
    }
  }
  // A BuildKit step's number and time ("#8 0.311 ") differ from run to run.
  let cause = lines[bestAt].trim().replace(/^#\d+ \d+(?:\.\d+)?\s+/, '');
  const rule = best.rule!;
  // A rule's message on the next line(s), or a cause that ends in ":" (its message follows: "Error: Received unexpected error:").
  // A framed summary (Terraform's "│ Error: Failed to query …") has its detail a line or two further in the frame.
  let colonFollowed = false;
  let lastAt = -1;
  let want = rule.next ? rule.lines ?? 1 : /:\s*$/.test(cause) || (framed.has(bestAt) && /^Error: /.test(cause)) ? 1 : 0;
  for (let i = bestAt + 1; want > 0 && i < Math.min(lines.length, bestAt + (framed.has(bestAt) ? 8 : 5)); i++) {
    const l = lines[i].replace(/^npm (?:ERR!|error)\s*|^\[(?:ERROR|WARNING)\]\s+(?=\S)/, '').trim().replace(/\s*[│║┃]$/, '');
    if (!l) {
      if (cause !== lines[bestAt].trim()) break; // a blank line ends a message that has begun
      continue;
    }
    if (PREAMBLE.test(lines[i]) || /^(?:A complete log|Log files)/.test(l)) continue;
    // In a Terraform frame the location ("on main.tf line 31, in resource …:") and the code excerpt come before the message.
    if (framed.has(bestAt) && (/^on \S+ line \d+\b/.test(l) || /^\d+:\s/.test(l) || /^[├└┌│─]/.test(l))) continue; // (and the value annotations under the excerpt)
    cause = `${cause}${cause === lines[bestAt].trim() && !rule.wraps ? ' — ' : ' '}${l}`;
    lastAt = i;
    want -= 1;
    // A message that ends in ":" goes on on the next line ("FirebaseError: 7 PERMISSION_DENIED:" / "Null value error. for 'list' @ L8").
    if (want === 0 && /:\s*$/.test(l) && !colonFollowed) {
      want = 1;
      colonFollowed = true;
    }
  }
  cause = cause.replace(/^-{3} stderr — /, '').replace(/^\S+\.rb:\d+:in [`'][^'`\n]{1,80}': (?=\S)/, ''); // a section marker, a Ruby frame: where the message is, not what
  // A message that wraps onto a line indented deeper than its own (.NET's "Error Message:" over a LINQ expression) goes on there.
  const indent = (l: string) => /^\s*/.exec(l)![0].length;
  if (lastAt > bestAt && lastAt + 1 < lines.length && !framed.has(bestAt) && indent(lines[lastAt]) > 0 && indent(lines[lastAt + 1]) > indent(lines[lastAt]) && !CONTINUES_NOT.test(lines[lastAt + 1])) cause = `${cause} ${lines[lastAt + 1].trim()}`;
  cause = refineCause(cause, lines, bestAt, rule, framed);
  // GoogleTest streams the test's own message after the values it compared, just before "[  FAILED  ]": it names what failed.
  const failedAt = /\bFailure\b|: error: (?:Expected|Value of)/.test(cause) ? lines.findIndex((l, i) => i > bestAt && /^\[\s+FAILED\s+\]/.test(l)) : -1;
  const said = failedAt > bestAt + 1 ? lines[failedAt - 1] : '';
  if (said && !/^\s|^(?:Expected|Actual|Which is|Value of|\[)/.test(said) && !/\.(?:cpp|cc|cxx|h|hpp)[(:]\d/.test(said)) cause = `${cause} — ${said.trim()}`;
  // …and when its verdict lists the failed tests ("[  FAILED  ] 1 test, listed below:"), the test the cause belongs to (its next "[  FAILED  ] Suite.Test (3 ms)"), as listed.
  const listed = lines.some((l) => /^\[\s+FAILED\s+\] \d+ tests?, listed below:/.test(l)) ? lines.slice(bestAt + 1).map((l) => /^\[\s+FAILED\s+\] ([\w/]+\.[\w/]+)(?:,| \(\d+ ms\)|\s*$)/.exec(l)).find(Boolean) : undefined;
  if (listed && !cause.includes(listed[1])) cause = `${cause} — ${listed[0].replace(/[, ]+(?:\(\d+ ms\))?$/, '')}`;
  // A Go-style chain that ends in the database's own error ("goose run: ERROR x.sql: failed to run SQL migration: …: ERROR: … (SQLSTATE 25001)"): the last link is the cause, the same whichever migration met it.
  cause = /:\s((?:ERROR|FATAL):\s+[^\n]{8,300}?\(SQLSTATE [0-9A-Z]{5}\))\s*$/.exec(cause)?.[1] ?? cause;
  // Up to two other lines the same kind of rule found as strong (a linter's other findings, another failing test), each a
  // line of its own: not for a rule that reads on past its line, nor for a traceback's last line.
  const tied = scores.flatMap((s, i) => (s && i !== bestAt && s.score >= 60 && s.rule?.tool === rule.tool && s.rule.name === rule.name ? [lines[i].trim()] : []));
  const also = rule.next || rule.last || best.score < 60 || rule.name === 'html error page' ? [] : [...new Set(tied)].filter((l) => l !== lines[bestAt].trim() && !cause.includes(l.replace(/^remote:\s*\w+:\s*/, ''))).slice(0, 2);
  // pytest's "E   " marks the lines it explains; the exception after it is the cause, as a traceback's last line is.
  return { cause: cause.replace(/^E\s{2,}(?=\S)/, ''), rule: `${rule.tool}: ${rule.name}`, also };
}

/**
 * The command as a lesson names it: the file and folder arguments it happened to run on are dropped ("rspec
 * spec/a_spec.rb" and "rspec spec/jobs" failing with one cause are one lesson; the cause keeps its own file).
 */
export function commandShape(full: string): string {
  // Where it ran ("cd web &&") is not part of the lesson either.
  // Nor which workspace packages a runner was pointed at (`--filter "...[origin/main]"`, `-F @acme/web`).
  const unflagged = full.replace(/^(?:cd|pushd)\s+\S+\s*(?:&&|;)\s*/, '').replace(/^(?:[A-Za-z_]\w*=(?:"[^"]*"|'[^']*'|\S*)\s+)+/, '').replace(/\s(?:--filter|-F|--scope|--workspace)(?:=|\s+)(?:"[^"]*"|'[^']*'|\S+)/g, '');
  // Nor how loud or which build profile it ran with (`--release`, `-q`, `--no-daemon`): the same failure either way.
  const cmd = unflagged.replace(MODE_FLAGS, '');
  const kept = cmd.split(/\s+/).filter((w, i) => i === 0 || !/^(?:\.{0,2}\/)?[\w@.-]+\/[\w@./*-]*$|^[\w@-]+\.(?:rb|py|ts|tsx|js|jsx|go|rs|java|kt|php|ex|exs|cs|swift|sql)$/.test(w));
  return kept.length < cmd.split(/\s+/).length ? `${kept.join(' ')} …` : cmd;
}

const FILE_PATH = /^(?:\.{0,2}\/)?[\w@.+-]+(?:\/[\w@.+-]+)*\.\w{1,8}$/;

const MODE_FLAGS = /\s(?:--release|--debug|-q|--quiet|-v+|--verbose|--locked|--frozen|--offline|--no-color|--colou?r(?:=\S+)?|-B|--batch-mode|--no-daemon|--stacktrace|--info|--no-progress|--progress=\S+)(?=\s|$)/g;

/** Decides what a tool outcome is: a failure with a cause to keep, one to ignore (with why), or no failure. */
export function analyzeFailure(o: ToolOutcome): FailureVerdict | undefined {
  const text = capOutput(o.text);
  const exitMatch = EXIT_LINE.exec(text);
  const exit = o.exitCode ?? (exitMatch ? Number(exitMatch.slice(1).find((g) => g !== undefined)) : undefined);
  const failedExit = exit !== undefined && Number.isFinite(exit) && exit !== 0;
  // (The text as shown keeps its first line's indent: a test's indented log line is not a compiler's error.)
  const shown = text.replace(EXIT_LINES, '').replace(/^(?:[ \t]*\n)+/, '').trimEnd();
  const body = shown.trim();
  const cmd = (o.subject ?? '').split('\n')[0].trim();
  const last = lastCommand(cmd);
  if (o.interrupted || /\[Request interrupted by user/.test(text)) return { kind: 'ignore', reason: 'interrupted by the user' };
  if (exit === 130) return { kind: 'ignore', reason: 'interrupted (exit 130, SIGINT)' };
  if (exit === 143) return { kind: 'ignore', reason: 'terminated (exit 143, SIGTERM)' };
  if ((failedExit || o.failed) && INTERRUPTED.test(body.slice(-2000))) return { kind: 'ignore', reason: 'interrupted (the output ends in an interrupt)' };
  const traceback = TRACEBACK.test(body);
  // An output that says it exited 0 succeeded: its "ERROR=0" summary or a logged "Error:" it recovered from is not a failure.
  const errorLine = exit !== 0 && ERROR_LINE.test(body);
  // `curl -i` and the like exit 0 on a refused request: the last HTTP status line says it failed.
  const httpFailed = Number([...body.matchAll(/^HTTP\/[\d.]+\s+(\d{3})\b/gm)].pop()?.[1] ?? 0) >= 400;
  if (!failedExit && !traceback && !errorLine && !httpFailed && !o.failed) return undefined;
  // grep -c / rg --count print zero counts when nothing matched: as empty as no output.
  if (exit === 1 && SEARCH.test(last) && /^(?:(?:\S+:)?0\s*)*$/.test(body)) return { kind: 'ignore', reason: 'search found no match (exit 1, no output)' };
  // A search tool of the agent's own (Copilot's grep, glob) that says only that it exited 1: it found nothing.
  if (SEARCH_TOOL.test(o.tool) && /^(?:\S+ )?(?:exited|failed) with (?:exit )?code 1\.?$/i.test(body)) return { kind: 'ignore', reason: 'search found no match (exit 1, no output)' };
  // A search tool of the agent's own (Copilot's grep, glob) that says it found nothing.
  if (/^(?:no (?:matches|results|files|files matched|matching files) (?:were )?found|nothing found|0 matches)\.?$/i.test(body) && (SEARCH.test(last) || SEARCH_TOOL.test(o.tool))) return { kind: 'ignore', reason: 'search found no match' };
  if (exit === 1 && COMPARE.test(last)) return { kind: 'ignore', reason: `${last.split(/\s+/).slice(0, 2).join(' ')} answered "different" (exit 1 is its answer, not a failure)` };
  if (/^(?:(?:the )?command )?(?:timed out|timeout)(?: after [\d.]+\s*[a-z]+(?: [\d.]+\s*[a-z]+)?)?\.?$/i.test(body) || (exit === 124 && body === '')) return { kind: 'ignore', reason: 'timed out with no message' };
  if (body === '') return { kind: 'ignore', reason: `failed with no output${failedExit ? ` (exit ${exit})` : ''}` };
  if (PENDING.test(body) && !SOMETHING_FAILED.test(body) && !traceback) return { kind: 'ignore', reason: `still pending${failedExit ? ` (exit ${exit})` : ''}: a state of the moment, nothing failed` };
  if (body.split('\n').every((l) => !l.trim() || /^g?make(?:\[\d+\])?: \*\*\* \[[^\]]*\] Error \d+$/.test(l.trim()))) return { kind: 'ignore', reason: `make reported only that a target failed${failedExit ? ` (exit ${exit})` : ''}: the recipe's own output says nothing` };
  // "Build started... / Build failed. Use dotnet build to see the errors.": the verdict alone, its errors printed elsewhere.
  if (body.split('\n').every((l) => !l.trim() || /^(?:Build started|Restoring|Determining projects)\b/.test(l.trim()) || BARE_BUILD_VERDICT.test(l.trim()))) return { kind: 'ignore', reason: `the build said only that it failed${failedExit ? ` (exit ${exit})` : ''}: its errors are not in this output` };
  if (LOCK_HELD.test(body) && !HELD_BY_CI.test(body)) return { kind: 'ignore', reason: `a lock held by another run${failedExit ? ` (exit ${exit})` : ''}: a state of the moment, run again once it is released` };
  const found = findCause(shown, cmd);
  if (!found.cause) return { kind: 'ignore', reason: 'failed with no readable output' };
  // A bare list of files (`terraform fmt -check`, `git diff --name-only --exit-code`): nothing says what failed.
  if (found.rule === 'last line' && body.split('\n').every((l) => !l.trim() || FILE_PATH.test(l.trim()))) return { kind: 'ignore', reason: `listed files with no message${failedExit ? ` (exit ${exit})` : ''}: nothing says what failed` };
  const line = portablePaths(found.cause, o.cwd);
  // The learning keeps the line as the tool printed it, location included; the same cause in another file or from
  // another command folds into it at the gate (dedup.ts sameCause), which compares the causes without their location.
  const located = splitLocation(line);
  const cause = clip(located.cause, 400);
  const what = cmd ? `${o.tool} \`${clip(commandShape(portablePaths(cmd, o.cwd)), 200)}\`` : o.tool;
  // The other findings of the same kind are kept with it (as the person would read them), not compared: the first is the cause.
  const also = found.also.map((a) => clip(portablePaths(a, o.cwd), 320));
  const content = clip(errorText(what, failedExit ? exit : undefined, clip(line, 400), also), 1000);
  return { kind: 'capture', content, cause, file: located.file, rule: found.rule, exit: failedExit ? exit : undefined, confidence: traceback || errorLine || found.rule !== 'last line' ? 0.9 : 0.7 };
}
