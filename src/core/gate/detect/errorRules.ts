// Per-tool line rules for finding the cause of a failure in a tool's output. Each rule scores a line;
// the best-scoring line is the cause (ties: the first, or the last for rules marked `last`, e.g. the
// final line of a traceback). `next` appends the following meaningful line (npm's `code` line is
// followed by its message, Rust's panic location by the panic message). Preamble lines that tools print
// before the failure ("Scope: …", "> pkg lint", "Compiling …", "To github.com:…") score below zero.

import { FAMILY_RULES } from './errorFamilies';

export type Tool = 'npm' | 'tsc' | 'eslint' | 'jest' | 'pytest' | 'python' | 'mypy' | 'ruff' | 'uv' | 'cargo' | 'go' | 'git' | 'docker' | 'make' | 'cc' | 'node' | 'jvm' | 'dotnet' | 'generic';

export interface LineRule {
  tool: Tool;
  name: string;
  re: RegExp;
  score: number;
  last?: boolean;
  /** Append the following meaningful line(s) — 1 by default, `lines` for messages that wrap. */
  next?: boolean;
  lines?: number;
  /** The next line(s) continue the same message as it wrapped (joined with a space, not as a detail after " — "). */
  wraps?: boolean;
  /** Applies only when the command names the tool (a shape too common elsewhere to trust alone). */
  onlyNamed?: boolean;
}

export const LINE_RULES: readonly LineRule[] = [
  // npm / pnpm / yarn
  { tool: 'npm', name: 'ERR_PNPM code', re: /\bERR_PNPM_(?!RECURSIVE_RUN_FIRST_FAIL|RECURSIVE_EXEC_FIRST_FAIL|RECURSIVE_FAIL)[A-Z0-9_]+\b/, score: 88 },
  { tool: 'npm', name: 'pnpm run failed', re: /\bERR_PNPM_RECURSIVE_(?:RUN|EXEC)_FIRST_FAIL\b|\bELIFECYCLE\b/, score: 35 },
  { tool: 'npm', name: 'npm code', re: /^npm (?:ERR!|error) code (?!ELIFECYCLE\b|\d+\s*$)\S+/, score: 84, next: true },
  // ERESOLVE's reason is the dependency it could not resolve ("peer react@^18 from x@2"), on the line after this one.
  { tool: 'npm', name: 'npm unresolved dependency', re: /^npm (?:ERR!|error) Could not resolve dependency:\s*$/, score: 86, next: true },
  { tool: 'npm', name: 'npm error', re: /^npm (?:ERR!|error) (?!code\b|A complete log|Log files|errno|syscall|path|workspace\b|location\b|command|cwd|\s*$|Lifecycle|Failed at|This is probably|Exit status|npm ERR!|signal)\S/, score: 60 },
  // yarn 1 prints "error …" in lower case ("Error Number:18456" from SqlClient is not yarn's).
  { tool: 'npm', name: 'yarn error', re: /^error |^(?:➤\s*)?YN\d{4}: [│|]?\s*.*(?:[Ee]rror|[Ff]ail|[Nn]ot found|no candidates|[Ii]nvalid)/, score: 62 },
  { tool: 'npm', name: 'yarn message', re: /^(?:➤\s*)?YN(?!0000)\d{4}: [│|]?\s*[A-Z][a-z].{8,}/, score: 64, last: true },
  { tool: 'npm', name: 'yarn failed', re: /^(?:➤\s*)?YN0000: .*Failed with errors/, score: 20 },
  // TypeScript / ESLint / Jest / Vitest
  { tool: 'tsc', name: 'TS error', re: /\berror TS\d{4,5}:|^TS\d{4,5} \[ERROR\]: \S/, score: 92 },
  { tool: 'eslint', name: 'eslint error', re: /^\s*\d+:\d+\s+error\s+\S/, score: 86 },
  // A warning fails the run only under --max-warnings: it is the cause when no error line is there.
  { tool: 'eslint', name: 'eslint warning', re: /^\s*\d+:\d+\s+warning\s+\S/, score: 68 },
  { tool: 'eslint', name: 'eslint summary', re: /^✖ \d+ problems?/, score: 30 },
  // The test's title; its message is the next line that says something (an assertion outranks both).
  { tool: 'jest', name: 'failed test', re: /^\s*●\s+\S.*›/, score: 70, next: true },
  { tool: 'jest', name: 'assertion', re: /^\s*(?:AssertionError|TypeError|ReferenceError|Error)(?:\s*\[[\w_]+\])?: \S/, score: 84 },
  { tool: 'jest', name: 'expect', re: /^\s*expect\(.+\)\.\w+/, score: 50 },
  { tool: 'jest', name: 'vitest fail', re: /^\s*(?:FAIL|×|✗|❯)\s+\S+\.(?:test|spec)\.[jt]sx?\b.*>/, score: 72 },
  // Python: pytest, tracebacks, mypy, ruff, uv
  { tool: 'pytest', name: 'FAILED summary', re: /^(?:FAILED|ERROR) \S+::\S+ - \S/, score: 93 },
  { tool: 'pytest', name: 'E line', re: /^E\s{2,}\S/, score: 86 },
  { tool: 'pytest', name: 'collection error', re: /^ERROR (?:collecting )?\S+\.py\b/, score: 70 },
  { tool: 'python', name: 'last traceback line', re: /^[A-Za-z_][\w.]*(?:Error|Exception|Exit|Interrupt|Warning|NotFound|Failure)(?::\s+\S.*)?$/, score: 90, last: true },
  { tool: 'mypy', name: 'mypy error', re: /^\S+\.pyi?:\d+: error: \S/, score: 90 },
  { tool: 'ruff', name: 'ruff code', re: /^\S+\.pyi?:\d+:\d+: [A-Z]{1,4}\d{3,4}\b/, score: 88 },
  { tool: 'uv', name: 'uv cause', re: /^\s*(?:[Cc]aused by|╰─▶)\s*:?\s*(?![:\s]*$)(?!.*\b(?:failed|exited) \((?:exit status|exit code)|.*did not complete successfully)(?![:\s]*[\w.$]+ at [\w.$]+:\d+\s*$)\S/, score: 86, last: true },
  // "Failed to build X" is a heading: a build backend's own Error: line under it says why.
  { tool: 'uv', name: 'uv build failed', re: /^\s*(?:×|error:) Failed to build\b/, score: 76, next: true },
  { tool: 'uv', name: 'uv error', re: /^\s*(?:×|error:) (?:No solution|Failed(?! to build\b)|No (?:such|virtual|interpreter)|Package|Distribution|Because)/, score: 80, next: true },
  // Rust
  { tool: 'cargo', name: 'rustc error code', re: /^error\[E\d{4}\]: \S/, score: 94 },
  { tool: 'cargo', name: 'panic', re: /panicked at\b/, score: 93, next: true },
  { tool: 'cargo', name: 'rust error', re: /^error: (?!could not compile|aborting due to|process didn't exit successfully|test failed|\d+ previous error)\S/, score: 80 },
  { tool: 'cargo', name: 'could not compile', re: /^error: could not compile\b|^error: test failed\b/, score: 25 },
  // Go
  { tool: 'go', name: 'go compile error', re: /^\S+\.go:\d+(?::\d+)?: (?!warning:)\S/, score: 88 },
  { tool: 'go', name: 'go panic', re: /^panic: \S/, score: 90 },
  { tool: 'go', name: 'go test fail', re: /^\s*--- FAIL: \S+/, score: 74 },
  { tool: 'go', name: 'testify error', re: /^\s+Error:\s+\S/, score: 84 },
  // A test's t.Log lines look like its t.Error lines ("x_test.go:71: published 50 msgs"): the one that says what failed wins.
  { tool: 'go', name: 'go test file:line', re: /^\s+\S+\.go:\d+: .*\b(?:timed out|deadline exceeded|expected|got|want(?:ed)?|unexpected|mismatch|error|fail(?:ed|ure|s)?|panic|not equal|cannot|can't|missing|wrong)\b/i, score: 83 },
  { tool: 'go', name: 'go test line', re: /^\s+\S+\.go:\d+: \S/, score: 78 },
  // git: what the server says (a hook's "remote: error: GH006 …", "remote: Invalid username or token") names why;
  // "! [remote rejected] … (hook declined)" and "fatal: Authentication failed" only say that it refused.
  { tool: 'git', name: 'remote error', re: /^remote: (?:error|fatal|ERROR|FATAL|GH\d{3}|TF\d{5,6}|[A-Z]{2,4}-\d{3,6}):? \S/, score: 97 },
  // A server-side hook's own words ("remote: GitLab: Commit message does not follow …"), over "pre-receive hook declined".
  { tool: 'git', name: 'remote hook message', re: /^remote: (?:GitLab|GL-HOOK-ERR|Gerrit|Bitbucket|Gitea|pre-receive hook|hook):\s+\S/, score: 100 },
  { tool: 'git', name: 'remote message', re: /^remote: (?!(?:Resolving|Counting|Compressing|Enumerating|Total|Create a pull request|To create a merge request|View merge request|Processed|Checking connectivity)\b|\s*$|\s*https?:\/\/)(?=.{0,200}\b(?:invalid|denied|not (?:supported|allowed|permitted|found|authorized)|forbidden|declined|rejected|unauthori[sz]ed|expired|revoked|failed|disabled|locked|suspended|violat\w*|must|cannot|can't|exceeds?)\b)\S/i, score: 96, onlyNamed: true },
  // A server-side build's own reason (Heroku, Dokku: "remote:        Your bundle only supports … but your local platform is …").
  { tool: 'git', name: 'remote build reason', re: /^remote:\s+(?!!|-{3,}>)(?=.{0,200}\b(?:only supports|requires?|expected)\b.{1,200}\b(?:but|->)\s+(?:your|the|got|found|it)\b|.{0,40}\b(?:[A-Z]\w*Error|ERROR|error)\b:?\s)\S/, score: 95 },
  { tool: 'git', name: 'rejected', re: /^\s*! \[(?:rejected|remote rejected)\]/, score: 93 },
  { tool: 'git', name: 'conflict', re: /^CONFLICT \(/, score: 90 },
  // (pip's own "error: subprocess-exited-with-error" / "metadata-generation-failed" only say that a build step failed: its output above says why.)
  { tool: 'git', name: 'fatal', re: /^(?:fatal|error): (?!subprocess-exited-with-error|metadata-generation-failed)\S/, score: 85 },
  { tool: 'git', name: 'hint', re: /^hint: /, score: -5 },
  // docker
  // (Also as a deploy tool relays the docker client's stderr: Kamal/SSHKit "docker stderr: Error response from daemon: …".)
  { tool: 'docker', name: 'daemon error', re: /^(?:docker(?: stderr)?: )?Error response from daemon: \S/, score: 92 },
  // A registry's refusal of a push or pull ("unauthorized: authentication required", "denied: requested access to the resource is denied").
  { tool: 'docker', name: 'registry refusal', re: /^(?:unauthorized|denied|forbidden|toomanyrequests|name unknown|manifest unknown):\s+\S/, score: 90 },
  { tool: 'docker', name: 'failed to solve', re: /^ERROR: failed to (?:solve|build)\b/, score: 84 },
  { tool: 'docker', name: 'build step error', re: /^#\d+ \d+(?:\.\d+)?\s+(?:ERROR:?|E:|error:?|fatal:)\s*(?!process ")\S/, score: 87 },
  // make / cmake / C compilers
  { tool: 'make', name: 'no rule', re: /No rule to make target|missing separator|\*\*\* No targets/, score: 90 },
  { tool: 'make', name: 'make error', re: /^(?:g?make(?:\[\d+\])?|ninja): \*\*\* .*Error \d+|^ninja: build stopped/, score: 28 },
  // A sanitizer's one-line summary names the bug and the source line (the ERROR line above it names addresses).
  { tool: 'cc', name: 'sanitizer summary', re: /^SUMMARY: (?:Address|Leak|Thread|Memory|UndefinedBehavior)Sanitizer: \S/, score: 92 },
  { tool: 'make', name: 'CMake error', re: /^CMake Error\b/, score: 80, next: true },
  { tool: 'cc', name: 'compiler error', re: /^\S+:\d+(?::\d+)?: (?:fatal )?error: \S/, score: 90 },
  { tool: 'cc', name: 'linker error', re: /undefined reference to|ld: symbol\(s\) not found|collect2: error|^(?:\S*\/)?(?:ld(?:\.lld|\.gold|\.bfd)?|lld|ld64(?:\.lld)?)(?:\.exe)?: error: \S/, score: 86 },
  // Bundlers and frameworks (Next.js, webpack, Vite): "Type error: …", "Module not found: …"
  { tool: 'node', name: 'bundler error', re: /^(?:Type|Syntax|Reference|Build|Compile|Module build) ?error: \S|^Module not found: \S/i, score: 86 },
  // A heading that announces the error on the next line ("error during build:", "Build failed with 1 error:")
  { tool: 'node', name: 'error heading', re: /^(?:error during build|build failed with \d+ errors?|compilation failed|failed to compile)[.:]?\s*$/i, score: 72, next: true },
  // Formatters in check mode (ruff/black, prettier, gofmt -l): the files they would rewrite
  // A verdict with no "error" word: files a formatter check found unformatted, a credential refused.
  { tool: 'generic', name: 'unformatted files', re: /\b(?:are|is|were|was) not (?:properly |correctly )?formatted\b/i, score: 91 },
  { tool: 'generic', name: 'credential refused', re: /\b(?:tokens?|keys?|credentials?|passwords?|passwd|secrets?|sessions?|certificates?|certs?|login|licen[cs]es?)\b[^\n]{0,80}?\b(?:(?:has been|was|were|is|are) )?(?:revoked|expired|invalid|unset|rejected|disabled|not (?:valid|authori[sz]ed|recognized|set up|configured))\b/i, score: 89 },
  // Prettier's verdict names the count and the fix; the files it lists stay beside it.
  { tool: 'generic', name: 'formatter check', re: /^\[warn\] Code style issues (?:found|were found) in\b/, score: 82 },
  { tool: 'generic', name: 'formatter check', re: /^(?:would reformat:? \S|\[warn\] \S+\.\w+$|Code style issues found\b|Diff in \S+ at line \d+)/i, score: 80 },
  // Node stack traces
  { tool: 'node', name: 'node error', re: /^(?:Uncaught )?(?:[A-Z]\w*)?(?:Error|Exception)(?:\s*\[[A-Z_]+\])?: \S/, score: 85 },
  { tool: 'node', name: 'node error code', re: /\bcode: '(?:ERR|E)[A-Z_]+'/, score: 55 },
  // JVM builds (Gradle, Maven, Kotlin), .NET, Swift/Xcode, Ruby, PHP, Elixir, dbt
  // Gradle nests the reason under "> …" lines: the deepest (last) one names the missing or failing thing.
  { tool: 'jvm', name: 'gradle nested cause', re: /^\s*> (?:Could not|Cannot|Failed to|Unable to|No (?:matching|such|candidates)|Unresolved|.{2,200}?\b(?:not found|is missing|is invalid|is not set|does(?:n't| not) exist|requires)\b)\b.*\S/, score: 84, last: true },
  { tool: 'jvm', name: 'gradle nested cause', re: /^\s*> (?!Run with|Get more help|Task :|Configure project|Compilation failed|There were failing)\S.*\S/, score: 80, last: true, onlyNamed: true },
  // A Kotlin build script's compile error: the message under the caret that points at the line ("^ Unresolved reference: jooq").
  { tool: 'jvm', name: 'script compile error', re: /^\s+\^ [A-Z][a-z]+(?: [a-z]+)*[:\s]\s*\S/, score: 86 },
  // A cause with no message ("Caused by: X at File.java:142", as Gradle's test report prints it) says less than the exception above it.
  { tool: 'jvm', name: 'java cause', re: /^\s*Caused by: [\w.$]+(?:Error|Exception|Failure)\b(?!\s+at\s+\S+:\d+\s*$)/, score: 87, last: true },
  { tool: 'jvm', name: 'maven compiler error', re: /^\[ERROR\] \S+\.(?:java|kt|scala|groovy):\[?\d+[,:]\d+\]? \S/, score: 90 },
  { tool: 'jvm', name: 'maven error', re: /^\[(?:ERROR|FATAL)\] (?!-+$|\s*$|Re-run Maven|To see the full stack|For more information|Help \d|\[Help|After correcting|-> \[Help)\S/, score: 64 },
  // Surefire's "Failures:" summary: Class.method:line and the assertion in one line (the "Tests run: …" line only counts).
  { tool: 'jvm', name: 'surefire failure', re: /^\[ERROR\]\s+[A-Z]\w*\.\w+:\d+\s+\S/, score: 91 },
  // …or with the assertion on the lines below it ("[ERROR]   FooIT.bar:58 " then "expected: 200", " but was: 401").
  { tool: 'jvm', name: 'surefire failure', re: /^\[ERROR\]\s+[A-Z]\w*\.\w+:\d+\s*$/, score: 91, next: true, lines: 2 },
  // javac's "cannot find symbol": which symbol, and where, are the next two lines.
  { tool: 'jvm', name: 'missing symbol', re: /^\[ERROR\] \S+\.java:\[\d+,\d+\] (?:cannot find symbol|シンボルを見つけられません|找不到符号)\s*$/, score: 91, next: true, lines: 2 },
  // Checkstyle's violations (no column): an error outranks a warning.
  { tool: 'jvm', name: 'checkstyle violation', re: /^\[ERROR\]\s+\S+\.\w{1,6}:\d+(?::\d+)?:\s+.{8,}\[[A-Z]\w+\]\s*$/, score: 89 },
  { tool: 'jvm', name: 'checkstyle violation', re: /^\[WARN(?:ING)?\]\s+\S+\.\w{1,6}:\d+(?::\d+)?:\s+.{8,}\[[A-Z]\w+\]\s*$/, score: 85 },
  // Liquibase's checksum validation: the changeset and both sums.
  { tool: 'generic', name: 'checksum changed', re: /\bwas:\s*\S+\s+but is now:\s*\S+/, score: 95 },
  { tool: 'jvm', name: 'maven goal failed', re: /^\[ERROR\] Failed to execute goal\b/, score: 70 },
  // Kotlin compiler and processor errors ("e: file:///A.kt:42:31 …", KSP's "e: [ksp] /…/Dao.kt:21: …").
  { tool: 'jvm', name: 'kotlin compiler error', re: /^e: (?:\[\w+\] )?(?:file:\/\/)?\S+:\d+(?::\d+)?:? \S/, score: 90 },
  { tool: 'dotnet', name: 'compiler error code', re: /\b(?:[Ee]rror|[Ff]atal [Ee]rror) [A-Z]{1,4}\d{3,5}\s*:/, score: 91 },
  // bun / deno print the failing matcher as an "error:" line: above git's "error:" and with the test title.
  { tool: 'generic', name: 'assertion failed', re: /^\s*error: (?:expect\(|AssertionError\b)/, score: 87, next: true },
  { tool: 'generic', name: 'assertion failed', re: /^\s*(?:Failure\/Error: \S|Error Message:\s*$|Failed asserting that\b|Assertion with \S+ failed\b|AssertionError\b|assert(?:ion)? failed\b|Expected:? \S.*(?:but|got|received|actual)\b)/i, score: 82, next: true },
  { tool: 'generic', name: 'elixir error', re: /^\s*\*\* \([\w.]+\) (?!.*(?:errors have been logged|see above|see the log))\S/, score: 90 },
  // (A missing PHP extension is what to do something about; "older versions need php ^7.0" only says why they were left out.)
  { tool: 'generic', name: 'composer problem', re: /^\s*- .{0,200}\brequires? .{0,300}\bit is missing from your system\b/i, score: 86 },
  { tool: 'generic', name: 'composer problem', re: /^\s*- .{0,200}\brequires? .{0,300}\b(?:but|no matching|could not|does not|not match|conflict|not satisfy|missing)\b/i, score: 84, last: true },
  // A test report line that ends in the exception's name (Pest, PHPUnit, Kotest): its message is the next line.
  { tool: 'generic', name: 'exception at line end', re: /\S\s{2,}(?:[A-Z]\w*(?:\\|\.|::))*[A-Z]\w*(?:Exception|Error)\s*$/, score: 88, next: true },
  // An exception named on a line of its own, its message on the next (Ruby "NoMethodError:", PHP "Illuminate\…\QueryException").
  { tool: 'generic', name: 'exception heading', re: /^\s*(?:(?:[A-Z]\w*(?:::|\\|\.))*[A-Z]\w*(?:Error|Exception|Invalid|NotFound|Failure)\s*:|(?:[A-Z]\w*(?:::|\\|\.))+[A-Z]\w*(?:Error|Exception|Invalid|NotFound|Failure))\s*$/, score: 89, next: true },
  // Collision (Laravel, Pest): the exception's short name alone on an indented line, its message after a blank line.
  { tool: 'generic', name: 'exception heading', re: /^\s*[A-Z]\w*Exception\s*$/, score: 91, next: true },
  // A failure report's field that holds the message: inline ("Message    : ERROR: …" in a Flyway/JDBC block) or as a
  // heading whose message follows (Spring Boot's "Description:" under APPLICATION FAILED TO START).
  { tool: 'generic', name: 'message field', re: /^\s*(?:\[(?:ERROR|FATAL)\]\s*(?:Message|Error message|Reason|Cause)\s*:\s+\S|(?:Message|Error message|Reason|Cause)\s*:\s+(?:ERROR|FATAL|PANIC):\s*\S)/, score: 87 },
  { tool: 'generic', name: 'message heading', re: /^\s*(?:\[(?:ERROR|FATAL)\]\s*)?(?:Description|Error message|Message|Problem)\s*:\s*$/, score: 88, next: true },
  // A heading that is only the kind of error ("Compilation Error", "Runtime Error", "Database Error"): the message follows.
  { tool: 'generic', name: 'error kind heading', re: /^(?:[A-Z][a-z]+ ){1,2}(?:Error|Failure)\s*$/, score: 84, next: true },
  // An HTTP status an API client prints on failure (gh "HTTP 401: Bad credentials", "403 Forbidden").
  { tool: 'generic', name: 'HTTP status', re: /\bHTTP(?:\/[\d.]+)?\s+[45]\d\d\b(?::?\s+\S)|^\s*(?:error:?\s+)?[45]\d\d (?:Unauthorized|Forbidden|Not Found|Bad Request|Conflict|Too Many Requests|Unprocessable Entity|Internal Server Error|Bad Gateway|Service Unavailable)\b/i, score: 82 },
  { tool: 'generic', name: 'SQL state', re: /\bSQLSTATE\[\w+\]|\b(?:PG|Mysql2?|SQLite3)::\w+: /, score: 86 },
  // Linter offenses by severity: an error or warning outranks a convention note in the same run.
  { tool: 'generic', name: 'linter offense', re: /^\S+:\d+:\d+: (?:[EF]|error|fatal)(?:\[\w+\])?: \S/, score: 87 },
  { tool: 'generic', name: 'linter offense', re: /^\S+:\d+:\d+: (?:W|warning)(?:\[\w+\])?: \S/, score: 85 },
  { tool: 'generic', name: 'linter offense', re: /^\S+:\d+:\d+: (?:[CR]|convention|refactor)(?:\[\w+\])?: \S/, score: 80 },
  // A version or platform mismatch ("only supports X but your platform is Y", "requires php ^8.2 -> your php version").
  { tool: 'generic', name: 'mismatch', re: /\b(?:only supports|requires?|expects?|expected)\b.{1,200}\b(?:but|->)\s+(?:your|the|got|found|it)\b/i, score: 70 },
  // What fastlane and CocoaPods print for the user under "[!]"; a cloud CLI's own error line (gcloud's "ERROR: (gcloud.x)", the AWS CLI's "An error occurred (Code)").
  // esbuild / wrangler: "✘ [ERROR] A request … failed." with the reason on the next line.
  { tool: 'generic', name: 'bracketed error', re: /^(?:✘|✖)\s+\[ERROR\]\s+\S/, score: 80, next: true },
  { tool: 'generic', name: 'json error reason', re: /^(?![^\n]{0,300}"level"\s*:\s*"(?:INFO|DEBUG|TRACE|info|debug|trace)")[^\n]{0,300}\{[^\n]{0,300}"(?:reason|message|error_description|detail)"\s*:\s*"[^"]{8,}/, score: 88 },
  // A check reported failed with a heavy cross (Lighthouse CI: "✘  categories.performance failure for minScore assertion").
  { tool: 'generic', name: 'crossed check', re: /^\s*✘\s+(?!\[ERROR\])\S/, score: 83 },
  // Ink-style boxed errors (Shopify CLI): the message is inside the box, under its "╭─ error ─" top edge.
  { tool: 'generic', name: 'boxed error', re: /^╭─\s*error\s*─/i, score: 82, next: true },
  // A logger's ERROR line naming a qualified exception ("ERROR org.apache.kafka…TopicAuthorizationException: …").
  { tool: 'generic', name: 'logged exception', re: /^(?:ERROR|FATAL)\s+(?:[\w$]+\.)+[A-Z]\w*(?:Exception|Error)\b:?\s*\S/, score: 80 },
  // Composer: the root package's own requirement is the problem to fix; PHP_CodeSniffer's report rows.
  { tool: 'generic', name: 'composer root requirement', re: /^\s*-?\s*Root composer\.json requires\b(?!.*-> satisfiable by)/, score: 92 },
  { tool: 'generic', name: 'phpcs error row', re: /^\s*\d+\s*\|\s*ERROR\s*\|\s*\S/, score: 86 },
  // A coverage gate (coverage.py, pytest-cov) failing the run.
  { tool: 'generic', name: 'coverage gate', re: /^(?:Coverage failure: total of [\d.]+%? is less than fail-under=[\d.]+|FAIL Required test coverage of [\d.]+% not reached)/, score: 90 },
  // A level-column log line (rich, twine): "ERROR    HTTPError: 403 …" with the reason on the indented line below.
  { tool: 'generic', name: 'leveled log error', re: /^ERROR {2,}\S/, score: 70, next: true },
  // xcpretty's failing test ("✗ testSettleTapped, The store received 1 unexpected action…"), under fastlane's "[!] Tests have failed".
  { tool: 'generic', name: 'xcpretty failure', re: /^\s*✗ \w+, \S/, score: 90 },
  // Symfony Console's error block: "In File.php line N:", then the message (under the exception's class with -v) in a padded box.
  { tool: 'generic', name: 'symfony console block', re: /^In [\w.-]+\.php line \d+:\s*$/, score: 92 },
  // Doctrine's schema validation: the mapping that is invalid, its reasons as "* …" lines under it.
  { tool: 'generic', name: 'doctrine mapping', re: /^\s*\[FAIL\] The entity-class \S+ mapping is invalid:/, score: 90 },
  // R8's missing class (what a keep rule is for), Hilt/Dagger's KSP or kapt processing error, a Celery consumer that cannot
  // reach its broker (the host is named there, not in the traceback's last line): over Gradle's task failure and the traceback.
  { tool: 'jvm', name: 'r8 missing class', re: /^\s*(?:ERROR: )?(?:R8: )?Missing class \S+ \(referenced from:/, score: 92 },
  { tool: 'jvm', name: 'annotation processor error', re: /^e: \[(?:ksp|kapt)\] \S/, score: 92 },
  { tool: 'python', name: 'celery broker', re: /^(?:\[[^\]]+\]\s*)?(?:ERROR\/MainProcess\]\s*)?consumer: Cannot connect to \S+/, score: 92 },
  { tool: 'generic', name: 'tool says', re: /^\[!\] (?!.*\bsee (?:the )?(?:logs?|above|output|instructions above)\b)\S/, score: 88 },
  // CocoaPods' reason under its "[!] could not find compatible versions": what the specs found required.
  { tool: 'generic', name: 'pod specs reason', re: /^Specs satisfying the .{1,200} dependency were found, but\b/, score: 90 },
  // A location with a warning's name and nothing else (Dialyzer "lib/a.ex:57:pattern_match"): the message is the next line.
  // (Dialyzer's no_return is what a failing call below it leads to: the call is the cause.)
  { tool: 'generic', name: 'located warning name', re: /^\S+\.\w{1,5}:\d+(?::\d+)?:(?!no_return\s*$)[a-z][a-z_]{2,40}\s*$/, score: 88, next: true },
  { tool: 'generic', name: 'located warning name', re: /^\S+\.\w{1,5}:\d+(?::\d+)?:no_return\s*$/, score: 80, next: true },
  // …or with the message on the same line (Dialyzer's short format "lib/a.ex:77:pattern_match The pattern … can never match").
  { tool: 'generic', name: 'located warning', re: /^\S+\.\w{1,5}:\d+(?::\d+)?:[a-z][a-z_]{2,40}\s+(?:\S+\s+){2,}\S/, score: 86 },
  // A linter's finding marked by its category and an arrow (Credo "[R] → Modules should have a @moduledoc tag.").
  { tool: 'generic', name: 'categorized finding', re: /^\s*\[[A-Z]\]\s+[→↗↘↑↓]\s+\S/, score: 86 },
  // A diagnostic's heading: the location and the rule (Biome "src/a.ts:12:28 lint/suspicious/noExplicitAny ━━━"); the message follows.
  { tool: 'generic', name: 'diagnostic heading', re: /^\S*[./]\S*?(?::\d+:\d+)? (?:lint|assist|format|parse|check|organizeImports)(?:\/[\w-]+)+(?: FIXABLE)?\s*━{3,}/, score: 86, next: true },
  // A service's coded rejection (App Store Connect "ERROR ITMS-90189: …", "Error ITMS-4238: …"): the code names it, over the uploader's summary.
  { tool: 'generic', name: 'coded rejection', re: /\b(?:ERROR|Error) [A-Z][A-Z0-9]{1,10}-\d{2,6}:\s*\S/, score: 92 },
  // The Android Gradle plugin's numbered issues ("1.  Dependency '…' requires …"): the issue and what it found, to "Recommended action".
  { tool: 'jvm', name: 'gradle numbered issue', re: /^\s+\d+\.\s{1,3}(?:Dependency|The|A|An|Module|Library|Plugin|Project)\b.{10,}/, score: 86 },
  // A qualified exception with a code in parentheses before its message (.NET "Microsoft.Data.SqlClient.SqlException (0x80131904): …").
  // A qualified exception with its message, Java or .NET (code in parentheses: "Microsoft.Data.SqlClient.SqlException (0x80131904): …").
  { tool: 'generic', name: 'qualified exception', re: /^\s*(?:[A-Za-z_]\w*\.)+[A-Z]\w*(?:Exception|Error)(?: \(0x[0-9A-Fa-f]+\))?: \S/, score: 88 },
  // A linter finding with its rule in brackets or as set:rule (actionlint "ci.yml:4:3: unknown Webhook event … [events]", detekt "A.kt:42:9: The function f has 7 parameters. … [LongParameterList]", ktlint "A.kt:5:1 Wildcard import (standard:no-wildcard-imports)").
  { tool: 'generic', name: 'linter rule finding', re: /^\S+\.\w{1,6}:\d+:\d+:? .{8,}(?:\s\[[A-Za-z][\w-]+\]|\s\([a-z][\w-]*:[a-z][\w-]+\))\s*$/, score: 86 },
  // A logger's ERROR line with its logger's name (Logback/SLF4J "[Test worker] ERROR org.testcontainers.X -- Could not find …").
  { tool: 'generic', name: 'logged error', re: /^\s*(?:\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\s+)?(?:\[[^\]]{1,40}\]\s+)?(?:ERROR|FATAL)\s+(?:[\w$]+\.)+[\w$]+\s+(?:--?|:)\s+\S/, score: 86 },
  // PHPStan's table row: the line number, then the message (wrapping onto the next line).
  { tool: 'generic', name: 'phpstan row', re: /^\s{1,4}\d+\s{3,}[A-Za-z]\S*\s+(?:\S+\s+){2,}\S/, score: 84, next: true, wraps: true },
  { tool: 'generic', name: 'cloud cli error', re: /^ERROR: \((?:gcloud|gsutil|bq)\.[\w.-]+\) \S|\bAn error occurred \([A-Za-z.]+\) when calling the \w+ operation\b/, score: 90 },
  { tool: 'generic', name: 'nothing valid found', re: /^\s*No (?:valid|usable|active|matching|suitable) [\w .-]{2,60} (?:found|available|installed|configured)\b/i, score: 87 },
  { tool: 'generic', name: 'could not find', re: /^\s*(?:Could not|Cannot|Unable to) (?:find|load|locate|open)\b/, score: 86 },
  // A dependency resolver's explanation (PubGrub: Poetry, Bundler, pub): "Because A depends on B (x) and …": the conflict
  // itself, over "version solving failed" and "Could not find compatible versions". Its indented lines continue it.
  { tool: 'generic', name: 'resolver explanation', re: /^\s*Because\b.{0,200}\b(?:depends on|requires|match(?:es)?|is forbidden|is incompatible)\b/, score: 88 },
  // GoogleTest's and Catch2's failure location; the assertion and the values follow.
  { tool: 'cc', name: 'test failure location', re: /^\S+\.(?:cc|cpp|cxx|c|h|hpp|hh|m|mm)(?::|\()\d+\)?: (?:Failure|FAILED:)\s*$/, score: 90, next: true, lines: 3 },
  // pydantic's message for one field ("Input should be a valid decimal [type=decimal_parsing, input_value='12,50', …]").
  { tool: 'generic', name: 'validation message', re: /\S.*\[type=[a-z_]+(?:, input_value=|\])/, score: 99 },
  ...FAMILY_RULES,
  // Generic fallback: codes, error words, shell failures
  { tool: 'generic', name: 'command not found', re: /command not found|is not recognized as an internal or external command|: not found$/, score: 88 },
  { tool: 'generic', name: 'missing file', re: /No such file or directory|ENOENT|cannot find the path/i, score: 72 },
  { tool: 'generic', name: 'permission', re: /Permission denied|EACCES|EPERM|Operation not permitted/, score: 76 },
  { tool: 'generic', name: 'address in use', re: /EADDRINUSE|address already in use/i, score: 80 },
  { tool: 'generic', name: 'connection', re: /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|Connection refused|Could not resolve host/, score: 74 },
  { tool: 'generic', name: 'error: line', re: /^\s*(?:error|fatal|FATAL|ERROR)(?:\[\w+\])?\s*[:!]\s*\S/, score: 66 },
  { tool: 'generic', name: 'error: message', re: /\berror:\s+\S/i, score: 62 },
  { tool: 'generic', name: 'exception name', re: /\b[A-Z]\w*(?:Error|Exception)\b/, score: 58 },
  { tool: 'generic', name: 'error code', re: /\b(?!ERR_PNPM_RECURSIVE|ELIFECYCLE|EXISTS|EXECUTE|EXCEPT|ELSE\b|ENUM|EVENT|EACH|EMPTY|ENABLE|ENGINE|ENTRY|EXPORT|EXTERNAL|ESCAPE|EXPLAIN)(?:ERR_[A-Z_]{3,}|E[A-Z]{3,}|[A-Z]{2,5}\d{3,5}|E\d{3,5})\b/, score: 52 },
  { tool: 'generic', name: 'cross mark', re: /^\s*(?:✖|✗|×|❌)\s*\S/, score: 56 },
  { tool: 'generic', name: 'error word', re: /\b(?:error|errors|failed|failure|fatal|cannot|can't|can not|could not|couldn't|unable to|invalid|unexpected|denied|refused|missing|not found|does not exist|doesn't exist|undefined|panic|went wrong|crashed|aborted|aborting)\b/i, score: 34 },
  { tool: 'generic', name: 'timeout', re: /\btimed? ?out\b|\bdeadline exceeded\b/i, score: 40 },
];

/**
 * A run that treats warnings as errors (`--warnings-as-errors`, `-Werror`, `--max-warnings 0`, or an output saying it
 * failed because of warnings): its warnings are its causes, not preamble, and outrank the summary that reports them.
 */
export const WARNINGS_FAIL = {
  command: /--warnings-as-errors|\s-Werror\b|--max-warnings[= ]0\b|\s-D\s?warnings\b|TreatWarningsAsErrors=true|-Xfatal-warnings|--strict-warnings/i,
  output: /\b(?:failed|failing|aborted|aborting) (?:due to|because of) (?:\w+ )?warnings\b|\bwarnings? (?:(?:are|were|is) )?(?:treated as|as) errors?\b|\bToo many warnings\b/i,
  rule: { tool: 'generic', name: 'warning as error', re: /^\s*(?:\S+:\d+(?::\d+)?:\s*)?warning(?:\[\w+\])?:\s+\S/i, score: 70 } as LineRule,
};

/**
 * A line that only reports that a step failed ("Error: Command "pnpm install" exited with 1", "failed to push some refs",
 * "Build failed in 3.4s", "Failed to load script … with error …", Prisma's "Error: Prisma schema validation - (…)" over its error): the cause is another line, if there is one.
 * (EAS Build's "Error: Gradle build failed with unknown error. See logs for the "Run gradlew" phase …": the phase's own line above it says why;
 * melos's "BootstrapException: Failed to install.", FlutterFire's "FirebaseCommandException: An error occured on the Firebase CLI …": the tool's lines above say why.)
 */
/** npm's report of where and how a script ran (its exit status as "code 1", the path, the command): never why it failed. */
export const NPM_META = /^npm (?:ERR!|error) (?:code \d+\s*$|path\b|workspace\b|location\b|command\b|cwd\b|errno\b|syscall\b|signal\b|A complete log\b|Log files\b|\s*$)/;
export const WRAPPER = { score: 30, re: /^SystemExit: \d+$|^BootstrapException: Failed to install\b|^FirebaseCommandException: An error occur+ed on the Firebase CLI\b|^g?make(?:\[\d+\])?: \*\*\* \[[^\]]*\] Error \d+$|^\s*> Analysis failed with \d+ weighted issues\b|^Error: There was an error (?:deploying|running|building|loading)\b|^Task failed with exception$|\bFailed to install CocoaPods dependencies\b|\bBash command failed\. The command returned a non-zero exit code\b|^ERROR: \S+:\d+:\d+: (?:Linking|Compiling|Building|Executing genrule) \S+ failed: \(Exit \d+\)|^npm (?:ERR!|error) Lifecycle script\b|\bAborting due to \w+ warnings\b|\bdo_\w+: Execution of '[^']*' failed with exit code\b|^ERROR: Task \(.*\) failed with exit code\b|^ERROR: Logfile of failure stored in\b|\bdid not complete successfully: exit code\b|\bthis and all later migrations canceled\b|^remote:\s+-----> Build failed\b|^remote:\s+!\s+Push (?:rejected|failed)\b|\btimed out waiting for the condition\b|^\.gitlab-ci\.yml is invalid\b|^\[!\] (?:Error (?:packaging up|building|running|archiving) the (?:application|app|project)|Exit status: \d+)|\b(?:command|process|script|task|step|job)\b[^\n]{0,120}?\b(?:exited|failed|returned|terminated)(?: with)?(?: (?:exit )?(?:code|status))? \d+\b|\bfailed to push some refs\b|^\s*(?:x|✗|×)?\s*Build failed in [\d.]+\s*m?s\b|^=> Failed to build\b|\bvalidation failed -- fix problems\b|\bFailed to load script\b.{0,200}\bwith error\b|\bAn error occurred while running the seed command\b|^Error: \w+ schema validation - \(|^CMake Error at \S+ \(execute_process\):|\bProcess failed to launch\b|\bfinished with "?exit status\b|^\s*Caused by: Failed to build\b|^ERROR:root:(?:Error in \S*|Traceback)|\bexited with (?:exit )?(?:code|status)\b|\bfailed with (?:an? )?unknown error\b|\bfailed\b[^\n]{0,80}?\bSee (?:the )?logs? (?:for|above)\b/i };

/** Lines tools print before the failure: never the cause, whatever words they contain. */
// (Gradle's "> Not authorized. Please check the user token …" under "What went wrong" is a reason, not a task heading.)
export const PREAMBLE =
  /^\s*(?:Scope: |(?<![ \t])> (?!(?:Could not|Cannot|Not authori[sz]ed|Unauthori[sz]ed|Failed|Unable|No |Unresolved|Compilation|There were|A failure|Error |Execution failed|The following files had|.{2,200}?\b(?:not found|(?:is|was|are) (?:missing|invalid|not set|not defined)|does(?:n't| not) exist|failed|\w+(?:Exception|Error)))\b)\S+@?\S* \S|> \S+ (?:lint|test|build|typecheck|check)\b(?! failed)|> (?:Task|Configure project) :|Compiling |Checking |Downloading |Downloaded |Resolving |Resolved |Installing |Installed |Building |Built |Finished |Running |Prepared |Preparing |Uninstalled |Audited |Packages: |Progress: |Already up to date|To (?:https?:\/\/|git@|ssh:\/\/|github\.com|gitlab\.com)\S*|Traceback \(most recent call last\)|✔|✓|\[?\+\] Running|#\d+ \[internal\]|#\d+ (?:DONE|CACHED)|=+ (?:test session starts|FAILURES|short test summary info|ERRORS) =+|platform \w+ -- Python|rootdir: |collected \d+ items|cachedir: |plugins: |at\s+\S|File "|\|?\s*\^[\^~]*\s*$|\|\s*$|\d+\s*\|\s(?!\s*(?:ERROR|WARNING)\s*\|)|-->\s|=\s*(?:note|help):|note: |warning: |WARN |npm (?:ERR!|error) (?:A complete log|Log files)|Exit code:? \d+$|Wall time: |Output:\s*$|Command exited with|(?:Error: |error: |ERROR: )?(?:Found )?\d+ (?:chart\(s\)|errors?|problems?|failures?|tests?|files?|issues?|examples?)(?!\w)[^:]{0,80}$)/;

/** Which tools a command names (first words, `npx`/`pnpm exec`/`uv run` wrappers included): their rules get a small bonus. */
export function toolsOf(command: string | undefined): Set<Tool> {
  const out = new Set<Tool>();
  const c = (command ?? '').toLowerCase();
  const has = (re: RegExp) => re.test(c);
  if (has(/\b(?:npm|pnpm|yarn|npx|bun)\b/)) out.add('npm');
  if (has(/\btsc\b|typecheck|type-check/)) out.add('tsc');
  if (has(/\beslint\b|\blint\b/)) out.add('eslint');
  if (has(/\b(?:jest|vitest|mocha)\b/)) out.add('jest');
  if (has(/\bpytest\b/)) out.add('pytest');
  if (has(/\bmypy\b/)) out.add('mypy');
  if (has(/\bruff\b/)) out.add('ruff');
  if (has(/\buv\b|\bpip\b|\bpoetry\b/)) out.add('uv');
  if (has(/\bcargo\b|\brustc\b/)) out.add('cargo');
  if (has(/\bgo (?:build|test|run|vet|mod|install|get)\b/)) out.add('go');
  if (has(/\bgit\b|\bgh\b/)) out.add('git');
  if (has(/\bdocker\b|\bpodman\b|\bcompose\b/)) out.add('docker');
  if (has(/\b(?:make|cmake|ninja)\b/)) out.add('make');
  if (has(/\b(?:gcc|g\+\+|clang|cc)\b/)) out.add('cc');
  if (has(/\bgradlew?\b|\bmvnw?\b|\bkotlinc\b|\bjavac\b|\bsbt\b/)) out.add('jvm');
  if (has(/\bdotnet\b|\bmsbuild\b|\bcsc\b/)) out.add('dotnet');
  return out;
}
