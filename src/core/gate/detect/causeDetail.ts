// The detail a cause line needs around it, by the rule that found it (errorCause.ts picks the line): the message a
// heading introduces, the test a failure belongs to, the reason a summary points at, the lint a finding names.
import type { LineRule } from './errorRules';
import { clip } from './text';
import { refineRuntimeCause } from './causeDetailRuntime';

/** A Maven [ERROR] line that says something (not a separator, a help pointer or a "-> Applied to" field). */
const MAVEN_DETAIL = /^\[(?:ERROR|FATAL)\] (?!-|\s*$|Re-run Maven|To see the full stack|For more information|Help \d|\[Help|After correcting|Failed to execute goal)\S/;
/** A JVM exception line with its qualified name and a message ("org.apache.ibatis.binding.BindingException: Invalid bound…"). */
const QUALIFIED_EXCEPTION = /^\s*(?:[\w$]+\.)+\w*(?:Exception|Error)\w*: \S/;
const TEST_TITLE = /^\s*(?:✖|✗|×|●|not ok \d+ -|\d+\) |(?=Failed ))\s*(\S.{0,200}?)(?:\s+[([]\d+(?:\.\d+)?\s*m?s[)\]])?$/;

/** The last exception line of a traceback printed escaped inside one line ('Traceback (most recent call last):\\n …\\nNameError: …\\n'). */
const lastEscapedException = (line: string): string | undefined =>
  line
    .slice(line.indexOf('Traceback (most recent call last):'))
    .split('\\n')
    .reverse()
    .map((p) => p.trim())
    .find((p) => /^[A-Z][\w.]*(?:Error|Exception|Exit)\b/.test(p));

/** `cause`: the best line (and any lines its rule appends); `lines`: the output as findCause read it; `framed`: lines inside a box frame. */
export function refineCause(cause: string, lines: readonly string[], bestAt: number, rule: LineRule, framed: ReadonlySet<number>): string {
  // "Description:" / "Message:" is the heading of the message it introduces: the message is the cause.
  if (rule.name === 'message heading') cause = cause.replace(/^(?:\[(?:ERROR|FATAL)\]\s*)?[A-Z][\w ]{2,20}:\s*—\s*/, '');
  if (rule.name === 'maven goal failed') {
    // The goal failure is a summary ("Validate failed", "Migration V… failed"): the first informative [ERROR] line under it says what.
    // (The detail whole, as it names the reason at its end; the goal line gets what is left of a cause's 400 characters.)
    const detail = lines.slice(bestAt + 1, bestAt + 4).find((l) => MAVEN_DETAIL.test(l))?.replace(/^\[ERROR\]\s*/, '').trim();
    // …or, when nothing is under it, what the plugin itself logged just before the build's verdict (a schema check's finding).
    const verdictAt = lines.slice(0, bestAt).map((l) => /^\[INFO\] BUILD FAILURE\s*$/.test(l)).lastIndexOf(true);
    const before = detail || verdictAt < 0 ? undefined : lines.slice(Math.max(0, verdictAt - 3), verdictAt).reverse().find((l) => MAVEN_DETAIL.test(l) && !/^\[ERROR\]\s+(?:Tests run:|Failures:|Errors:|\S+:\d+\s|There (?:are|were) test failures)/.test(l))?.replace(/^\[ERROR\]\s*/, '').trim();
    if (detail) cause = `${clip(lines[bestAt].trim(), Math.max(60, 397 - Math.min(detail.length, 334)))} — ${clip(detail, 334)}`;
    // (Clipped loosely here: the learning's 400 characters are counted once temp and home paths are made short.)
    else if (before) cause = `${clip(before, 520)} — ${clip(lines[bestAt].trim(), 120)}`;
  }
  if (rule.name === 'FAILED summary') {
    // pytest's summary cuts the message at its first line end or colon, or at its width ("…into f..."); the "E   " line above holds it whole.
    // (A message that ends in ":" goes on in the "E" lines, not in the session's last line.)
    cause = cause.replace(/:\s*—\s*=+ .*$/, ':');
    const [head, msg] = [cause.replace(/ - .*$/, ''), cause.replace(/^.*? - /, '')];
    const nested = msg.endsWith(':') ? lines.map((l) => /^E\s+([A-Z]\w*(?:Error|Exception)\b:? .*)$/.exec(l)?.[1]?.trim()).filter((e): e is string => e !== undefined && e !== msg).pop() : undefined;
    if (nested) cause = `${cause} ${nested}`;
    const whole = lines.map((l) => /^E\s+(\S.*)$/.exec(l)?.[1]?.trim()).find((e) => e !== undefined && e.length > msg.length && e.startsWith(msg.replace(/\.{3}$/, '')));
    if (whole && !whole.includes('(most recent call last):\\n')) cause = `${head} - ${whole}`;
    else if (/^assert \d{3} == \d{3}\b/.test(msg)) {
      // A status the test did not expect (500): the exception the server logged in "Captured log" is why.
      const log = lines.findIndex((l) => /^-+ Captured (?:log|stderr|stdout) \w+ -+$/.test(l));
      const exc = log >= 0 ? lines.slice(log + 1).filter((l) => /^[A-Z][\w.]*(?:Error|Exception)\b:?/.test(l)).pop() : undefined;
      if (exc) cause = `${cause} — ${exc.trim()}`;
    } else if (/\bTraceback\b/.test(msg)) {
      // The message is the repr of a traceback (an import-errors dict): its last exception line is what failed.
      const exc = lines.map((l) => /^E\s+(\S.*)$/.exec(l)?.[1]).filter((e): e is string => e !== undefined && e.includes('Traceback (most recent call last):\\n')).map(lastEscapedException).find(Boolean);
      if (exc) cause = `${head} - ${exc}`;
    }
  }
  if (rule.name === 'json error reason') {
    // A client that prints the server's JSON error body: the exception's name and the body's reason.
    // (A body printed alone, as an API's problem document, is kept as printed: it is short and every field says something.)
    // A body that nests its errors ("details": [{…"message": "Cannot create more than 0 deployment slot(s)…"}]): the innermost reason says what failed.
    const all = [...lines[bestAt].matchAll(/"(?:reason|message|error_description|detail)"\s*:\s*"([^"]{8,300})"/g)].map((m) => m[1]);
    const reason = /"(?:details|errors|innererror|causes)"\s*:\s*[[{]/.test(lines[bestAt]) ? all[all.length - 1] : all[0];
    if (reason && !/^\s*\{/.test(lines[bestAt])) cause = `${clip(lines[bestAt].split('{')[0].trim().replace(/[:\s[\]\d]+$/, ''), 120)}: ${reason}`;
  }
  if (rule.name === 'remote error') {
    // A server's reason often takes two "remote: error:" lines (GH006 "Protected branch update failed" — "Changes must be made through a pull request").
    // …and the first rule a bulleted list says was violated (GH013 "remote:     - Push cannot contain secrets").
    for (let i = bestAt + 1; i < Math.min(lines.length, bestAt + 3) && /^remote: (?:error|fatal|ERROR|FATAL):? \S/.test(lines[i]); i++) cause = `${cause} — ${lines[i].replace(/^remote: \w+:?\s*/, '').trim()}`;
    const bullet = lines.slice(bestAt + 1, bestAt + 10).map((l) => /^remote:\s+-\s+(?![A-Z][A-Z ]+$)(\S.*)$/.exec(l)?.[1]).find(Boolean);
    if (bullet && !cause.includes(bullet)) cause = `${cause} — ${bullet.trim()}`;
  }
  // Its message, indented under it, one or a few lines ("Validate failed: …" / "Migration checksum mismatch for migration version 16"), not the hints after it.
  for (let i = bestAt + 1; rule.name === 'gradle nested cause' && i <= bestAt + 3 && /^\s{2}\S/.test(lines[i] ?? '') && !/^\s*(?:-{2,}|\+{3}|@@|->|Either\b|Need more\b|See\b|Learn more\b|Run with\b)/.test(lines[i]); i++) cause = `${cause} — ${lines[i].trim()}`;
  // A Rust error's chain ("Error: failed to connect …" / "Caused by:" / "0: password authentication failed …").
  // Each link of the chain narrows it: the first and, when there are more, the deepest ("1: permission denied for table x").
  const chain = lines.slice(bestAt + 1, bestAt + 4).findIndex((l) => /^\s*Caused by:\s*$/.test(l));
  const links: string[] = [];
  for (let i = bestAt + 2 + chain; chain >= 0 && i < Math.min(lines.length, bestAt + 14); i++) {
    const link = /^\s*(?:\d+:\s*)?(\S.*)$/.exec(lines[i] ?? '');
    if (!link || (links.length > 0 && !/^\s*\d+:/.test(lines[i]))) break;
    links.push(link[1].trim());
  }
  if (links.length) cause = [cause, links[0], ...(links.length > 1 ? [links[links.length - 1]] : [])].join(' — ');
  // The same message printed again with its detail ("❌ Invalid environment variables: { X: [ 'Required' ] }" by "Error: Invalid environment variables").
  const msg = /^(?:Error|error):\s+(.{12,200})$/.exec(cause)?.[1];
  const detailedAt = msg ? lines.findIndex((l, i) => i !== bestAt && l.includes(`${msg}:`) && l.length > l.indexOf(`${msg}:`) + msg.length + 1) : -1;
  if (msg && detailedAt >= 0) {
    // Its detail opens a block ("…: {" / "…: ["): the block's indented lines, up to the one that closes it.
    const body: string[] = [];
    if (/[{[]\s*$/.test(lines[detailedAt])) {
      for (let i = detailedAt + 1; i < Math.min(lines.length, detailedAt + 9) && /^\s+\S|^[}\]]/.test(lines[i]); i++) {
        body.push(lines[i].trim());
        if (/^[}\]]/.test(lines[i])) break;
      }
    }
    if (body.length || lines[detailedAt].length > lines[detailedAt].indexOf(`${msg}:`) + msg.length + 5) cause = clip([lines[detailedAt].trim(), ...body].join(' '), 400);
  }
  // A count of failures ("37 document(s) failed to index") with a per-item reason in the output: the first reason says why.
  if (/\b\d+ \w+(?:\(s\))? failed\b/.test(cause)) {
    const why = lines.map((l) => /(['"])reason\1\s*:\s*(['"])((?:(?!\2).){8,300})\2/.exec(l)?.[3]).find(Boolean);
    if (why) cause = `${cause} — ${why}`;
  }
  if (/:\s*$/.test(lines[bestAt])) {
    // A heading over a list of findings ("…schema(s) in the following chart(s):" / "chart:" / "- a.b: Invalid type …"): the findings say what.
    let i = bestAt + 1;
    if (/^[\w.@/-]{1,60}:\s*$/.test(lines[i] ?? '')) i += 1;
    const items: string[] = [];
    for (; i < lines.length && items.length < 3 && /^\s*[-*•] \S/.test(lines[i]); i++) items.push(lines[i].trim().replace(/^[-*•]\s+/, ''));
    if (items.length) cause = clip(`${lines[bestAt].trim()} ${items.join('; ')}`, 400);
  }
  if (rule.name === 'k8s missing object') cause = cause.slice(cause.indexOf('Error:')); // the event table's age, type and object are when and where
  // testify's "Messages:" field says what the test meant (after "Error: Not equal: …").
  const says = rule.name === 'testify error' ? lines.slice(bestAt + 1, bestAt + 8).map((l) => /^\s*Messages:\s+(\S.*)$/.exec(l)?.[1]).find(Boolean) : undefined;
  if (says) cause = `${cause} — ${says.trim()}`;
  // npm ci's usage error names the packages the lock file is missing on the lines after it.
  const missing = /\bEUSAGE\b/.test(cause) ? lines.slice(bestAt + 1, bestAt + 12).find((l) => /^npm (?:ERR!|error) (?:Missing|Invalid): \S.* (?:from|in) lock file/.test(l)) : undefined;
  if (missing) cause = `${cause} — ${missing.replace(/^npm (?:ERR!|error)\s+/, '').trim()}`;
  if (rule.name === 'scalatest failed') {
    cause = cause.replace(/\[info\]\s*/g, '');
    // ScalaTest prints an exception's chain as "Cause: …" lines: the deepest one is what failed, not the wrapper ("Job execution failed.").
    const deepest = lines.slice(bestAt + 1, bestAt + 60).map((l) => /^(?:\[info\])?\s*Cause: (\S.*)$/.exec(l)?.[1]).filter(Boolean).pop();
    if (deepest) cause = `${cause.replace(/\s—\s.*$/, '')} — ${clip(deepest.trim(), 300)}`;
  }
  if (rule.name === 'remote build reason' || rule.name === 'remote build error') cause = cause.replace(/^remote:\s+/, '');
  if (rule.name === 'logged error') cause = cause.replace(/^\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\s+/, '');
  if (rule.name === 'phpstan row') cause = cause.replace(/^\d+\s+/, ''); // the row's line number
  if (rule.name === 'gradle numbered issue') {
    // The issue wraps over lines and its finding is the next paragraph; "Recommended action" and "* Try:" end it.
    const parts: string[] = [];
    for (let i = bestAt + 1; i < Math.min(lines.length, bestAt + 12) && !/^\s*(?:Recommended action|\* Try|\d+\.\s)/.test(lines[i]) && !/^\S/.test(lines[i]); i++) if (lines[i].trim()) parts.push(lines[i].trim());
    cause = clip([cause.replace(/^\d+\.\s+/, ''), ...parts].join(' '), 400);
  }
  if (rule.name === 'resolver explanation') {
    for (let i = bestAt + 1; i < Math.min(lines.length, bestAt + 6) && /^\s+\S/.test(lines[i]); i++) cause = `${cause} ${lines[i].trim()}`;
    // pub's chain ends with the project's own dependency: "So, because app depends on x any …, version solving failed."
    const so = lines.slice(bestAt + 1, bestAt + 12).find((l) => /^So, because\b.*\b(?:version solving|resolution) failed\b/.test(l));
    if (so) cause = `${cause} — ${so.trim()}`;
  }
  // uv's reason under its verdict ("× No solution found when resolving dependencies:" / "╰─▶ Because …"): both say it.
  if (rule.name === 'uv cause' && /^\s*×\s+\S.*:\s*$/.test(lines[bestAt - 1] ?? '')) cause = `${lines[bestAt - 1].trim().replace(/^×\s+/, '')} ${cause.replace(/^╰─▶\s*/, '')}`;
  if (rule.name === 'uv cause') {
    // The explanation goes on, one "And because …" a line: each whole line that still fits.
    for (let i = bestAt + 1; i < Math.min(lines.length, bestAt + 6) && /^\s+And because\b/.test(lines[i]) && cause.length + lines[i].trim().length < 400; i++) cause = `${cause} ${lines[i].trim()}`;
  }
  if (rule.name === 'validation message') {
    // pytest's "E" margin; the field the message is about is the line above ("unit_price").
    cause = cause.replace(/^E\s+/, '');
    const field = lines[bestAt - 1]?.replace(/^E\s+/, '').trim();
    if (field && /^[\w.[\]-]{1,60}$/.test(field)) cause = `${field}: ${cause}`;
    const header = lines.slice(Math.max(0, bestAt - 4), bestAt).find((l) => /ValidationError: \d+ validation errors? for \S+/.test(l));
    if (header) cause = `${header.trim()} — ${cause}`;
  }
  if (rule.name === 'boxed error') cause = cause.replace(/^╭─\s*error\s*─+╮?\s*—\s*/i, '');
  // "Code: 403. Errors:" and a bulleted list below it (Vault, Go's multierror): the innermost bullet says what failed.
  const listAt = lines.findIndex((l, i) => i > bestAt && i <= bestAt + 6 && /\bErrors?:\s*$/.test(l));
  if (listAt > 0) {
    const bullets = lines.slice(listAt + 1, listAt + 8).map((l) => l.trim()).filter((l) => /^\* \S/.test(l));
    if (bullets.length) cause = `${cause} — ${bullets[bullets.length - 1]}`;
  }
  if (rule.name === 'npm unresolved dependency') {
    // The conflict in full: npm's code, what the tree has ("Found: react@17.0.2") and the peer it could not satisfy.
    const npmLine = (re: RegExp) => lines.find((l) => re.test(l))?.replace(/^npm (?:ERR!|error)\s*/, '').trim();
    cause = [npmLine(/^npm (?:ERR!|error) code \S/), npmLine(/^npm (?:ERR!|error) Found: \S/), cause.replace(/^npm (?:ERR!|error)\s*/, '').replace(/:\s*—\s*/, ': ')].filter(Boolean).join(' — ');
  }
  if (rule.name === 'rejected') {
    // git explains a rejected push in its hints ("Updates were rejected because …"): keep that sentence.
    const at = lines.findIndex((l, i) => i > bestAt && /^hint: .*\bbecause\b/.test(l));
    if (at > 0) {
      let why = '';
      for (let i = at; i < lines.length && /^hint: /.test(lines[i]) && why.length < 300; i++) {
        why = `${why} ${lines[i].slice(6).trim()}`.trim();
        if (/[.!]$/.test(why)) break;
      }
      cause = `${cause} — ${why.replace(/^(.*?[.!])\s.*$/, '$1')}`;
    }
  }
  if (framed.has(bestAt) && /^Error: /.test(cause.trim())) {
    // In one Terraform frame a second "Error:" is the underlying one (the provider's own message): keep it too.
    for (let i = bestAt + 1; i < lines.length && framed.has(i); i++) {
      if (/^Error: \S/.test(lines[i].trim())) {
        cause = `${lines[bestAt].trim()} — ${lines[i].trim().slice(7)}`;
        break;
      }
    }
  }
  if (rule.tool === 'cargo' || rule.tool === 'cc') {
    const loc = lines.slice(bestAt + 1, bestAt + 4).map((l) => /^\s*--> (\S+)/.exec(l)?.[1]).find(Boolean);
    if (loc) cause = `${cause} (at ${loc})`;
  }
  if (rule.name === 'rust error') {
    // A lint error (clippy, `#[deny]`) names its lint a few lines down: the lint is what a fix or an allow names.
    const lint = lines.slice(bestAt + 1, bestAt + 12).map((l) => /#([a-z][a-z0-9_]{2,60})\s*$|`-D ([\w:-]{3,80})`|#\[deny\(([\w:]{3,80})\)\]/.exec(l)).find(Boolean);
    const name = lint ? (lint[1] ?? lint[2] ?? lint[3]) : undefined;
    if (name && !cause.includes(name)) cause = `${cause} [${name}]`;
  }
  if (rule.name === 'gradle nested cause') {
    // The deepest "> …" line often says only "cannot resolve it": its parent names what it is.
    const indent = /^\s*/.exec(lines[bestAt])![0].length;
    const parent = lines.slice(Math.max(0, bestAt - 3), bestAt).reverse().find((l) => /^\s*> \S/.test(l) && /^\s*/.exec(l)![0].length < indent);
    cause = parent ? `${parent.trim().slice(2)} ${cause}` : cause.slice(2);
  }
  if (rule.name === 'java cause') {
    // The exception the test or caller saw, above its root cause ("BadRequestException: Failed to convert request body…"): both say what failed.
    const top = lines.slice(Math.max(0, bestAt - 12), bestAt).reverse().find((l) => QUALIFIED_EXCEPTION.test(l));
    if (top && !cause.includes(top.trim())) cause = `${clip(top.trim(), 200)} — ${cause.replace(/^Caused by: /, 'caused by ')}`;
  }
  if (rule.name === 'script compile error') cause = cause.replace(/^\^\s*/, '');
  // The line under it that narrows it: tsc's elaboration (the deepest indented one, not the code frame), javac's "reason:",
  // typescript-eslint's second sentence ("However, that TSConfig does not include this file.").
  const next5 = lines.slice(bestAt + 1, bestAt + 6);
  const blank = next5.findIndex((l) => !l.trim());
  const block = blank < 0 ? next5 : next5.slice(0, blank);
  const narrows =
    rule.name === 'TS error' ? block.filter((l) => /^\s{2,}(?!at\s)[A-Z'"]/.test(l)).pop()
    : rule.name === 'maven compiler error' ? block.find((l) => /^\s+reason: \S/.test(l))
    : rule.name === 'eslint error' ? block.slice(0, 1).find((l) => /^[A-Z][a-z]+,? [^:]{8,}\./.test(l))?.replace(/\s+Either:\s*$/, '')
    : undefined;
  if (narrows && !cause.includes(narrows.trim())) cause = `${cause} — ${narrows.trim()}`;
  if (rule.name === 'html error page') cause = /<(h1|h2|title)>\s*([^<]+?)\s*<\/\1>/.exec(cause)?.[2] ?? cause; // the page's heading, as text
  if (rule.name === 'surefire failure') {
    // Surefire's summary shortens the exception ("» Binding Invalid bound statement…"); the trace above names it in full. The same
    // exception qualified ("» ConditionTimeout Condition …" / "org.awaitility.core.ConditionTimeoutException: Condition …") follows the
    // summary as printed; a deepest "Caused by:" of another class with the same message is the root, and stands in for the short name.
    const short = / » (\w+) (\S.{7,})$/.exec(cause);
    const head = short?.[2].slice(0, 40);
    const full = head && lines.filter((l) => !/^\[/.test(l) && l.includes(head) && QUALIFIED_EXCEPTION.test(l.replace(/^\s*Caused by: /, ''))).pop()?.trim().replace(/^Caused by: /, '');
    if (full) cause = /([\w$]+)(?=:\s)/.exec(full)?.[1].startsWith(short![1]) ? `${cause} — ${clip(full, 300)}` : `${cause.slice(0, short!.index)} » ${full}`;
  }
  if (rule.name === 'go test file:line' || rule.name === 'go test line') {
    const test = lines.slice(Math.max(0, bestAt - 5), bestAt).reverse().find((l) => /^\s*--- FAIL: \S+/.test(l));
    if (test) cause = `${test.trim()}: ${cause}`;
  }
  // A separate "Error code: X" line near the cause names it (Prisma, Windows, curl).
  const code = lines.slice(Math.max(0, bestAt - 3), bestAt + 4).map((l) => /^\s*(?:error )?code:\s*([A-Z][\w-]{2,20}|0x[0-9a-f]+)\s*$/i.exec(l)?.[1]).find(Boolean);
  if (code && !cause.includes(code)) cause = `${cause} [${code}]`;
  if ((rule.tool === 'jest' || rule.name === 'assertion failed' || rule.name === 'indented js error') && /\bexpect\(/.test(cause) && !/\bExpected\b[^:]{0,20}:/.test(cause)) {
    // A matcher's line names only the matcher ("expect(locator).toHaveText(expected)"): the value it expected is on a line below.
    // (Or the first quoted finding a custom matcher prints: vitest-axe's "Form elements must have labels (label)".)
    const expected = lines.slice(bestAt + 1, bestAt + 10).find((l) => /^\s*(?:Expected(?: [\w ]{1,20})?: \S|"[^"]{4,200}"\s*$)/.test(l));
    if (expected) cause = `${cause} — ${clip(expected.trim(), 200)}`;
  }
  if (rule.name === 'symfony console block' || rule.name === 'doctrine mapping') {
    // The block's lines are the message (Symfony: "[Exception\\Class]" over it with -v; Doctrine: "* reason" lines under it).
    const body: string[] = [];
    for (let i = bestAt + 1; i < lines.length && body.join(' ').length < 400; i++) {
      const l = lines[i].trim();
      if (!l) { if (body.length > 0 && (rule.name === 'symfony console block' || !/^\*/.test(lines[i + 1]?.trim() ?? ''))) break; continue; }
      if (rule.name === 'doctrine mapping' && !l.startsWith('*')) break;
      body.push(l);
    }
    const more = body.filter((l) => !cause.includes(l)).map((l) => l.replace(/^\*\s*/, ''));
    if (body.length > 0) cause = rule.name === 'doctrine mapping' ? (more.length > 0 ? `${cause.trim()} ${more.join(' ')}` : cause) : body.join(' — ');
  }
  if (rule.name === 'celery broker') {
    // The traceback under it names the exception (kombu's OperationalError): both are kept.
    const exc = lines.slice(bestAt + 1).map((l) => l.trim()).filter((l) => /^[\w.]+(?:Error|Exception): \S/.test(l)).pop();
    if (exc && !cause.includes(exc)) cause = `${cause} — ${clip(exc, 300)}`;
  }
  // Apple's NSError chain: the outermost says a command failed, "Underlying error (domain=…):" heads the reason, indented under it.
  const under = lines.findIndex((l, i) => i > bestAt && /^\s*Underlying error\b.*:\s*$/.test(l));
  if (under > 0 && /^\s+\S/.test(lines[under + 1] ?? '')) cause = `${cause} — ${clip(lines[under + 1].trim().replace(/^The operation couldn[’']t be completed\.\s*/, ''), 300)}`;
  if (rule.name === 'elixir error' && /^\*\* \(Mix\)|\bconnection not available\b/.test(cause)) {
    // Mix's own summary ("** (Mix) The database … couldn't be created: connection refused") wraps the error that caused it, logged above;
    // a pool that dropped a request ("connection not available …") is the symptom of the connect error logged above it.
    // (Or Hex's resolver, which explains the conflict above its summary: "Because A depends on B … is forbidden.")
    const inner = lines.map((l) => /\*\* \((?!Mix\))[\w.]+(?:Error|Exception)\) \S.*$|^\s*Because\b.{10,300}\b(?:is forbidden|is incompatible|version solving failed)\.?\s*$/.exec(l)?.[0]).find((l) => l !== undefined && !cause.includes(l.trim()));
    if (inner) cause = `${cause} — ${clip(inner.trim(), 300)}`;
  }
  if (rule.name === 'assertion failed' && /— [\w:.]{3,80}:$/.test(cause)) {
    // RSpec's "Failure/Error: code", the exception's class as a heading, then its message (a banner line aside).
    const msg = lines.slice(bestAt + 2, bestAt + 9).map((l) => l.trim()).find((l) => l && !/^(?:=+|-+).*(?:=+|-+)$/.test(l) && !/^[\w:.]{3,80}:$/.test(l));
    if (msg) cause = `${cause} ${clip(msg, 300)}`;
  }
  if ((rule.name === 'node error' || rule.name === 'last traceback line') && lines.slice(0, bestAt).some((l) => /Traceback \(most recent call last\)/.test(l))) {
    // A Python exception whose message runs onto the next line ("Exception: 403 Client Error: …" / "required licences not accepted; …").
    const more = lines[bestAt + 1]?.trim();
    // Only plain words that continue it: not another tool's line ("make: *** …", "npm ERR! …"), not a new exception or frame.
    if (more && /^[a-z]/.test(more) && !/^[\w.-]+(?:\[\d+\])?:\s/.test(more) && !/^\s/.test(lines[bestAt + 1])) cause = `${cause} — ${clip(more, 300)}`;
  }
  // A "Reason: …" field right under an assertion (Compose's "Failed: assertExists." / "Reason: Expected exactly '1' node …").
  const reason = /^\s*Reason:\s+(\S.{4,300})$/.exec(lines[bestAt + 1] ?? '')?.[1];
  if (reason && /(?:Assertion|Error|Exception|Failed)/.test(cause) && !cause.includes(reason)) cause = `${cause} — Reason: ${reason.trim()}`;
  if (rule.name === 'diagnostic heading') cause = cause.replace(/\s*━{3,}\s*(?:—\s*)?/, ' — ');
  if (rule.tool === 'jest' || rule.tool === 'node' || rule.name === 'assertion failed') {
    // Test runners print the test's title a few lines above its assertion: keep both.
    const title = lines.slice(Math.max(0, bestAt - 8), bestAt).reverse().map((l) => TEST_TITLE.exec(l)?.[1]).find(Boolean);
    if (title && !cause.includes(title)) cause = `${title.trim().replace(/\s*[─━]{3,}$/, '')}: ${cause}`;
  }
  if (rule.tool === 'eslint') {
    for (let i = bestAt - 1; i >= Math.max(0, bestAt - 200); i--) {
      if (/^\S+\.\w+$/.test(lines[i].trim()) && !/^\s/.test(lines[i])) {
        // The finding as the linter printed it, column padding included (the gate compares texts with whitespace collapsed).
        cause = `${lines[i].trim()}: ${cause}`;
        break;
      }
    }
  }
  return refineRuntimeCause(cause, lines, bestAt, rule);
}
