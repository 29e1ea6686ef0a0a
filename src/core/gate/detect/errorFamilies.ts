// Line rules for the families met later on other people's streams (linters with their own layouts, data tools,
// schema and config errors, databases, bundlers, CMSs, mobile toolchains). They sit in LINE_RULES (errorRules.ts) after
// the per-tool rules and before the generic fallback, in this order (a tie goes to the rule met first).
import type { LineRule } from './errorRules';

export const FAMILY_RULES: readonly LineRule[] = [
  // A numbered error record (drf-spectacular "Error #0: XViewSet: exception raised while getting serializer. …"), over the
  // "Warning #0: …" records beside it and the summary's counts.
  { tool: 'generic', name: 'numbered error', re: /^(?:Error|ERROR) #\d+: \S/, score: 82 },
  // A version a tool or a project requires ("go: go.mod requires go >= 1.23.5 (running go 1.22.7 …)", "You are on eas-cli@13.4.2
  // which does not satisfy …", "Python version 3.13.1 is not supported by the project (>=3.12,<3.13)").
  { tool: 'generic', name: 'version required', re: /^go: \S+ requires go >= |\bdoes not satisfy (?:the )?(?:\S+ )?(?:version|constraint|requirement|range)|\bis not supported by the project\b/i, score: 86 },
  // A scanner's finding row ("│ stdlib │ CVE-2024-45336 │ HIGH │ fixed │ v1.22.7 │ 1.22.11 │"): the package, the advisory, its fix.
  { tool: 'generic', name: 'vulnerability row', re: /^\s*[│|]?\s*\S+\s+[│|]\s*(?:CVE-\d{4}-\d+|GHSA-[\w-]+)\s+[│|]\s*(?:CRITICAL|HIGH|MEDIUM)\b/, score: 84 },
  // checkov's failed check ("Check: CKV_AWS_144: "Ensure …"" / "FAILED for resource: …"): the check and the resource.
  { tool: 'generic', name: 'failed check', re: /^\s*FAILED for resource: \S/, score: 85 },
  // Checkstyle's own finding under Gradle ("[ant:checkstyle] [ERROR] …/A.java:47: Line is longer than 120 characters … [LineLength]").
  { tool: 'jvm', name: 'checkstyle finding', re: /^\[ant:checkstyle\] \[ERROR\] \S+:\d+(?::\d+)?: \S/, score: 87 },
  // Spring Boot's failure analysis ("Parameter 0 of constructor in X required a bean of type 'Y' that could not be found."),
  // webpack's "ERROR in <file>" with its message on the next line,
  // and a lock file that lacks what the manifest requires.
  { tool: 'jvm', name: 'bean not found', re: /^\s*(?:Parameter \d+ of (?:constructor|method) in \S+|Field \w+ in \S+) required a bean\b/, score: 92 },
  { tool: 'generic', name: 'webpack error heading', re: /^ERROR in \S+\s*$/, score: 80, next: true },
  { tool: 'generic', name: 'lock file missing', re: /\b(?:is not present in|is missing from|was not found in) the lock ?file\b/i, score: 84 },
  // A service the command needs is down ("Sail is not running.", "the Docker daemon is not running"): over the hint to start it.
  { tool: 'generic', name: 'not running', re: /^(?!.*\b(?:if|whether|when|unless|make sure|ensure)\b).{0,80}\b(?:is|are) not running\b/i, score: 74 },
  // ClickHouse's "Code: 60. DB::Exception: … Table x does not exist. (UNKNOWN_TABLE)".
  { tool: 'generic', name: 'db exception', re: /\bDB::Exception: \S/, score: 90 },
  // A database's own error under a tool's summary: Oracle's "ORA-00955: …", Postgres's "ERROR: relation … does not exist".
  { tool: 'generic', name: 'database error', re: /\b(?:ORA|PLS|TNS)-\d{4,5}:\s*\S|^\s*(?:psql:\s*)?ERROR:\s+(?:relation|column|syntax error|duplicate key|permission denied|function|type|schema|database|null value|insert or update|update or delete|current transaction)\b/, score: 92 },
  // A cloud API's refusal with its status ("googleapi: Error 403: Permission 'iam.x' denied on resource").
  { tool: 'generic', name: 'cloud api error', re: /\bgoogleapi: Error \d{3}: \S/, score: 90 },
  // Foundry's failing test ("[FAIL: ERC20InsufficientAllowance(…)] testWithdraw() (gas: 84417)") and solc's coded error ("Error (6275): Source … not found").
  { tool: 'generic', name: 'forge failing test', re: /^\[FAIL(?:[.:]\s*[^\]]*)?\]\s+\w+\(/, score: 90 },
  { tool: 'generic', name: 'solc error', re: /^(?:Error|TypeError|ParserError|DeclarationError|CompilerError|SyntaxError)\s*\(\d{4}\):\s*\S/, score: 90 },
  // A report table's row: an upper-case code column, then the message (web-ext lint "MANIFEST_FIELD_UNSUPPORTED  \"/x\" is not supported.").
  { tool: 'generic', name: 'coded row', re: /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\s{2,}\S/, score: 80 },
  // CTest: the summary's list of failed tests ("  3 - ringbuf_wraparound (Failed)") over the progress line and "Errors while running CTest".
  { tool: 'make', name: 'ctest failed test', re: /^\s+\d+ - \S+ \((?:Failed|Timeout|SEGFAULT|Subprocess aborted|Exception|Not Run)\)/, score: 82 },
  { tool: 'make', name: 'ctest progress failed', re: /^\s*\d+\/\d+ Test\s+#\d+: \S+ \.+\s*\*{0,3}(?:Failed|Timeout|Exception|SEGFAULT)/, score: 78 },
  // A finding with its location and no space before the message (buf: "a.proto:31:21:RPC request type …").
  { tool: 'generic', name: 'located finding', re: /^\S+\.\w{1,6}:\d+:\d+:[A-Z]\S*(?:\s+\S+){3,}/, score: 80, next: true },
  // Go's race detector: the report's heading; the functions that raced are in the frames under it.
  { tool: 'go', name: 'data race', re: /^WARNING: DATA RACE\s*$/, score: 92 },
  // A container's state in `kubectl describe`: why it last stopped, then why it waits.
  { tool: 'generic', name: 'container reason', re: /^\s+Reason:\s+(?:OOMKilled|Error|ContainerCannotRun|Evicted|DeadlineExceeded|StartError)\s*$/, score: 91 },
  { tool: 'generic', name: 'container reason', re: /^\s+Reason:\s+(?:CrashLoopBackOff|ImagePullBackOff|ErrImagePull|CreateContainerConfigError|CreateContainerError|InvalidImageName)\s*$/, score: 89 },
  // A package at another version than the toolchain expects (expo-doctor "expo-camera@15.0.16 - expected version: ~16.0.18").
  { tool: 'generic', name: 'expected version', re: /\S+@\d[\w.-]*\s+-\s+expected version:?\s+\S+/, score: 87 },
  // A schema the tool cannot accept (Prisma "error: Error validating field `device` in model `N`: The relation field …").
  { tool: 'generic', name: 'schema validation', re: /^error: Error (?:validating|parsing)\b.{8,}/, score: 90 },
  // An error that is only its code ("Error: P3009"): its message is the next line.
  { tool: 'generic', name: 'bare error code', re: /^(?:Error:?\s+)?P\d{4}\s*$/, score: 88, next: true },
  // A bundler's unresolved import with the importing file (Metro: 'Unable to resolve "@/x" from "app/y.tsx"'), over the stack trace's repeat.
  { tool: 'node', name: 'unresolved import', re: /^Unable to resolve (?:module )?["'`]?[^\s"'`]+["'`]? from ["'`]?\S/, score: 87 },
  // OmegaConf/Hydra: the key the config does not have ("Key 'dropout' is not in struct").
  { tool: 'generic', name: 'config key', re: /^(?:Key '[^']+' (?:is )?not in (?:struct|'[^']+')|Missing mandatory value: \S)/, score: 88 },
  // A benchmark gate's verdict ("regressed by +19.87% (threshold 5.00%)").
  { tool: 'generic', name: 'regression gate', re: /\bregress(?:ed|ion)\b.{0,60}\b(?:threshold|limit|budget|allowed)\b/i, score: 86 },
  // Data a tool could not find where it looked (DVC "Some of the cache files do not exist neither locally nor on remote").
  { tool: 'generic', name: 'missing data', re: /\b(?:files?|objects?|blobs?|artifacts?)\b[^.\n]{0,40}\b(?:do(?:es)?(?:n't| not) exist|(?:are|is) missing|not found)\b[^.\n]{0,40}\b(?:locally|remote|cache|storage|bucket)\b/i, score: 84 },
  // A library's "Last error:" block (NCCL): the line under it says what went wrong.
  { tool: 'generic', name: 'message heading', re: /^\s*Last error:\s*$/, score: 91, next: true },
  // PHP's fatal error (the uncaught error and where), over the CMS's "There has been a critical error on this website".
  { tool: 'generic', name: 'php fatal', re: /^(?:PHP )?Fatal error:\s+\S/, score: 92 },
  // PHPStan's own account of a crash names the setting to change ("…reached configured PHP memory limit: 128M"), over PHP's fatal error.
  // A program the tool needs and cannot find ("[tauri-driver] can not find binary WebKitWebDriver in the PATH"): what the
  // connection errors after it come from.
  { tool: 'generic', name: 'program not found', re: /\b(?:can ?not|cannot|could not|couldn't|unable to) find (?:the )?(?:binary|executable|program|command)\b|\bnot found in (?:the |your )?\$?PATH\b/i, score: 91 },
  // A linter's finding that names its rule in brackets (commitlint "✖   type may not be empty [type-empty]"): each one a cause.
  { tool: 'generic', name: 'crossed finding', re: /^\s*(?:✖|✗|×)\s+\S.{2,200}\[[a-z][a-z0-9]*(?:[-/][a-z0-9]+)+\]\s*$/, score: 80 },
  // Prisma's drift report: why `migrate dev` wants a reset (its "non-interactive" error after it is the consequence).
  { tool: 'generic', name: 'schema drift', re: /^-?\s*Drift detected: \S/, score: 90 },
  // Rails: strong_migrations' named check; Packwerk's violation; Brakeman's warning message (under its confidence and category).
  { tool: 'generic', name: 'strong_migrations check', re: /^=== .{4,120} #strong_migrations ===\s*$/, score: 90 },
  { tool: 'generic', name: 'packwerk violation', re: /^(?:Privacy|Dependency|Visibility|Layer|Folder privacy) violation: \S/, score: 90 },
  { tool: 'generic', name: 'brakeman warning', re: /^Message: (?:Possible|Unescaped|Dangerous|Unsafe|Potentially|Unprotected)\b/, score: 88 },
  // JaCoCo's coverage rule, logged as a warning before Maven's goal failure says only that checks were not met.
  { tool: 'jvm', name: 'coverage rule violated', re: /^(?:\[WARNING\]|\[ant:\w+\])\s*Rule violated for \w+ \S+: .*\bbut expected (?:minimum|maximum) is\b/, score: 88 },
  { tool: 'generic', name: 'phpstan crash', re: /^PHPStan process crashed because\b/, score: 94 },
  // A PHPUnit error or failure: "1) Class::test", its message on the next line.
  { tool: 'generic', name: 'phpunit test', re: /^\d+\) [\w\\]+::\w+\s*$/, score: 80, next: true },
  // Theme Check and similar: the check's name in brackets, its message on the next line.
  { tool: 'generic', name: 'named check', re: /^\[error\]:\s+[A-Z]\w+\s*$/, score: 88, next: true },
  // webpack's unresolved module, over npm's "code 1" after it.
  { tool: 'node', name: 'unresolved module', re: /^Module not found: Error: Can't resolve\b/, score: 92 },
  // Flutter's test framework: "The following assertion was thrown …:" and the assertion on the next line.
  { tool: 'generic', name: 'thrown heading', re: /^The following (?:assertion|[\w ]{2,40}) was thrown\b[^:]*:\s*$/, score: 88, next: true },
  { tool: 'cc', name: 'undefined symbols', re: /^Undefined symbols for architecture\b/, score: 88 },
  // Indented "error:" records (Elixir 1.15+, Gleam, Swift): the logged error a later summary points back to.
  { tool: 'generic', name: 'indented error', re: /^\s{2,}(?:error|Error|ERROR): (?!.*(?:subprocess-exited|did not run successfully|exit(?:ed)? (?:with )?(?:code|status)))\S/, score: 84 },
  { tool: 'uv', name: 'pip no distribution', re: /^ERROR: (?:No matching distribution found|ResolutionImpossible|Cannot install)\b/, score: 85 },
  // Terraform's state lock held by another run (a CI runner, errorCause.ts): the heading and, after it, what the backend said.
  { tool: 'generic', name: 'state lock held', re: /^Error: Error acquiring the state lock\b/, score: 93, next: true },
  // The linker ran out of a memory region ("region `FLASH' overflowed by 2316 bytes", "section `.text' will not fit in region `FLASH'").
  { tool: 'cc', name: 'memory region overflow', re: /\bregion [`'"]?[\w.]+['"]? overflowed by \d+ bytes\b/, score: 93 },
  { tool: 'cc', name: 'memory region overflow', re: /\bwill not fit in region [`'"]?[\w.]+['"]?/, score: 91 },
  // Zephyr's devicetree compiler ("devicetree error: board.overlay:1 (column 1): parse error: undefined node label 'i2c3'").
  { tool: 'generic', name: 'devicetree error', re: /^devicetree error: \S/, score: 91 },
  // chart-testing's verdict on a chart ("✖︎ api => (version: …) > chart version not ok. Needs a version bump!").
  { tool: 'generic', name: 'chart lint verdict', re: /^\s*✖\uFE0E?\s+\S.* > \S.{6,}/, score: 88 },
  // A GitHub Actions error annotation ("::error::Unable to locate executable file: poetry.", as act prints it after its step prefix).
  { tool: 'generic', name: 'actions error annotation', re: /(?:^|\s)::error(?: [^:]*)?::\S/, score: 89 },
  // consola's level badge (Nuxt, Nitro, unjs tools: " ERROR  Cannot start nuxt:  Could not load '@nuxtjs/supabase'."): the tool's own reason, over the runner's "was not able to start".
  { tool: 'node', name: 'consola error', re: /^\s{0,2}(?:ERROR|FATAL)\s{2}\S/, score: 87 },
  // Static analysis under Maven: PMD / Alibaba p3c ("PMD Failure: a.b.C:41 Rule:ThreadPoolCreationRule Priority:1 …"), SpotBugs ("Medium: … At C.java:[line 41]").
  { tool: 'jvm', name: 'pmd violation', re: /^(?:\[(?:INFO|WARNING|ERROR)\] )?PMD (?:Failure|Warning): \S+:\d+ Rule:\w+/, score: 90 },
  { tool: 'jvm', name: 'spotbugs finding', re: /^\[(?:ERROR|INFO|WARNING)\] (?:High|Medium|Low): .{8,} At \S+\.(?:java|kt):\[lines? \d+/, score: 89 },
  // An HTML error page a server sent back (Jenkins, Jetty, nginx): its heading names the refusal ("HTTP ERROR 403 No valid crumb…").
  { tool: 'generic', name: 'html error page', re: /<(h1|h2|title)>\s*(?:HTTP )?(?:ERROR|Error) \d{3}\b[^<]{3,}<\/\1>/, score: 87 },
  // An error indented under a test runner's title (Playwright, Jest): "    TimeoutError: locator.click: Timeout 10000ms exceeded."
  { tool: 'node', name: 'indented js error', re: /^\s{2,}[A-Z]\w*(?:Error|Exception)(?:\s*\[[A-Z_]+\])?: \S/, score: 86, wraps: true },
  // A heading that names the failing unit, with the message on the next line (dbt "Database Error in model x").
  { tool: 'generic', name: 'error in unit', re: /^(?:[A-Z][a-z]+ )?(?:Error|Failure) in (?:model|test|seed|snapshot|macro|source|task|module|target|step|job|file) \S/, score: 84, next: true, lines: 2 },
  // A database's constraint refused a write (Prisma, Postgres, MySQL, SQLite): what was violated names the lesson.
  { tool: 'generic', name: 'constraint violation', re: /\bUnique constraint failed on the (?:fields|constraint)\b|\bForeign key constraint (?:failed|violated)\b|\bviolates (?:unique|foreign key|not-null|check) constraint\b|\bDuplicate entry '[^']{0,200}' for key\b|\b(?:UNIQUE|NOT NULL|FOREIGN KEY|CHECK) constraint failed\b|\bNull constraint violation\b/, score: 91 },
  // A script engine's own error under its loader's summary (Godot "SCRIPT ERROR: Parse Error: …" over "Failed to load script … with error").
  { tool: 'generic', name: 'script error', re: /^\s*(?:SCRIPT|SHADER|PARSE) ERROR:\s+\S/, score: 88 },
  // A bundler that could not resolve an import (Vite/Rollup "failed to resolve import "x" from "y"").
  { tool: 'generic', name: 'unresolved import', re: /\bfailed to resolve import\s+["'`]/i, score: 88 },
  // A SQL engine's compilation error whose message is the next line (Snowflake "SQL compilation error: error line 18 at position 21").
  { tool: 'generic', name: 'sql compilation', re: /\bSQL compilation error:(?:\s*error line \d+ at position \d+)?\s*$/, score: 90, next: true },
  // A named check's refusal with its message (a Perforce trigger "'check-review' validation failed: …", a hook's "'lint' check failed: …").
  { tool: 'generic', name: 'named check failed', re: /^\s*'[\w.-]+' (?:validation|check|trigger|hook) failed: \S/, score: 84 },
  // ScalaTest: the failed test ends with "*** FAILED ***"; its message is the next line (over sbt's "TestsFailedException").
  { tool: 'jvm', name: 'scalatest failed', re: /^(?:\[info\]\s+)?-\s+\S.*\*\*\* FAILED \*\*\*\s*$/, score: 86, next: true },
  // The Dart analyzer's findings ("error • message • file:58:27 • code"); a missing import target comes first, the rest follow from it.
  { tool: 'generic', name: 'dart analyzer missing target', re: /^\s*error • Target of URI (?:doesn't exist|hasn't been generated)\b/, score: 86 },
  { tool: 'generic', name: 'dart analyzer error', re: /^\s*error • .+ • \S+:\d+:\d+ • [a-z_]+\s*$/, score: 80 },
  // A message after a location with no "Error:" (a code generator's "x.dart:14:5: Expected to find ';'."), under the tool's own summary.
  { tool: 'generic', name: 'located message', re: /^\S+\.\w{1,6}:\d+:\d+: (?:Expected|Unexpected|Undefined|Unknown|Missing|Cannot|Can't|Could not|Invalid|Duplicate)\b.{3,}/, score: 80 },
  // The Dart front end's located error ("test/a_test.dart:3:8: Error: Couldn't resolve the package 'x' in 'package:x/x.dart'."), over
  // the test runner's "Error: Compilation failed." under it.
  { tool: 'generic', name: 'located capital error', re: /^\S+\.\w{1,6}:\d+:\d+: Error: \S/, score: 90 },
  // A gRPC / Firestore status in a log line ("Status{code=FAILED_PRECONDITION, description=The query requires an index."): why the test timed out.
  { tool: 'generic', name: 'grpc status', re: /\bStatus\{code=(?!OK\b)[A-Z_]+, description=\S|\bcode = (?:FailedPrecondition|PermissionDenied|NotFound|InvalidArgument|Unavailable|Unauthenticated|ResourceExhausted|AlreadyExists|Internal) desc = \S/, score: 86 },
  // Kubernetes events: the object a pod needs is missing ("Error: secret \"x\" not found"), over the rollout's timeout.
  { tool: 'generic', name: 'k8s missing object', re: /\bError: (?:secret|configmap|serviceaccount|persistentvolumeclaim|couldn't find key \S+ in (?:Secret|ConfigMap)) ?"?[\w./-]*"? ?(?:not found)?/, score: 89 },
  // Prisma: the database drifted from the migration history (over "non-interactive" after it).
  { tool: 'generic', name: 'schema drift', re: /^Drift detected: \S/, score: 90 },
  // A CI config linter's findings ("jobs:deny:rules:changes config should be an array or a hash").
  { tool: 'generic', name: 'ci config finding', re: /^\s*(?:\d+\s+)?(?:jobs?:)?[\w:.-]+ config (?:should|contains|is missing|must|can't|cannot)\b/, score: 86 },
  // strong_migrations' verdict heading: the operation and why are on the next line.
  { tool: 'generic', name: 'dangerous operation', re: /^=== Dangerous operation detected #strong_migrations ===\s*$/, score: 93, next: true },
  // A buildpack's error inside a push's remote log (Heroku "remote:        Error: Node version 18.x is no longer supported …").
  { tool: 'git', name: 'remote build error', re: /^remote:\s{2,}(?:Error|ERROR):\s+\S/, score: 94 },
  // Kotlin Multiplatform: an expect with no actual, over the unresolved references that follow from it.
  { tool: 'jvm', name: 'missing actual', re: /\bhas no actual declaration in module\b/, score: 92 },
  // A CDI container's deployment error (Quarkus ArC: "[error]: Build step …ArcProcessor#validate threw an exception:
  // jakarta.enterprise.inject.spi.DeploymentException: jakarta.enterprise.inject.UnsatisfiedResolutionException: Unsatisfied
  // dependency for type …"; Weld: "org.jboss.weld.exceptions.DeploymentException: WELD-001408: …"), over the wrappers that say
  // only that it failed ("BuildException: Build failure: Build failed due to errors", Maven's "Failed to execute goal").
  { tool: 'jvm', name: 'cdi deployment error', re: /\b(?:jakarta|javax)\.enterprise\.inject\.(?:spi\.)?(?:DeploymentException|UnsatisfiedResolutionException|AmbiguousResolutionException|DefinitionException|InjectionException): \S|\borg\.jboss\.weld\.exceptions\.\w+Exception: WELD-\d{6}:? \S/, score: 93 },
  // NestJS's injector: the provider it could not resolve (under jest's and pnpm's summaries).
  { tool: 'node', name: 'nest unresolved dependency', re: /\bNest can't resolve dependencies of\b/, score: 90 },
  // A gRPC client's status ("14 UNAVAILABLE: No connection established"), under the test's 502.
  { tool: 'generic', name: 'grpc status', re: /\b\d{1,2} (?:UNAVAILABLE|DEADLINE_EXCEEDED|UNAUTHENTICATED|PERMISSION_DENIED|NOT_FOUND|INTERNAL|UNIMPLEMENTED|FAILED_PRECONDITION|RESOURCE_EXHAUSTED): \S/, score: 86 },
  // A size budget (size-limit "Package size limit has exceeded by 21.44 kB"), over the runner's exit.
  { tool: 'generic', name: 'size budget', re: /\bsize limit has exceeded by\b|\bexceeds? the (?:size )?(?:limit|budget) (?:of|by)\b/i, score: 88 },
  // A design-token reference that resolves to nothing (Style Dictionary), under "Reference Errors:".
  { tool: 'generic', name: 'unresolved reference', re: /\btries to reference \S+, which is not defined\b/, score: 88 },
  // detekt's findings: one with its message on the same line after the location over the others and the wrapper.
  { tool: 'jvm', name: 'detekt finding', re: /^\s+[A-Z]\w+ - (?:\d+\/\d+ - )?\[[^\]]*\] at \S+:\d+:\d+ - \S.{6,}$/, score: 86 },
  // …and without it (rule - value/threshold - [function] at file:line:col), above Gradle's "Analysis failed with N weighted
  // issues" (a wrapper): below any line that prints the finding's message.
  { tool: 'jvm', name: 'detekt finding', re: /^\s+[A-Z][A-Za-z]+ - (?:[\d.]+\/[\d.]+ - )?\[[^\]\n]{1,80}\] at \S+:\d+:\d+/, score: 70 },
  // An OS error a tool passes on at the end of its line ("scp: dest open "/etc/x": Read-only file system").
  { tool: 'generic', name: 'os error', re: /^\S+: .{3,200}: (?:Read-only file system|No space left on device|Permission denied|No such file or directory|Operation not permitted|Device or resource busy)\s*$/, score: 80 },
  // sqlfluff's findings ("L:  19 | P:  30 | CP02 | Unquoted identifiers …").
  { tool: 'generic', name: 'sqlfluff finding', re: /^L:\s*\d+\s*\|\s*P:\s*\d+\s*\|\s*[A-Z]{2}\d{2}\s*\|\s*\S/, score: 84 },
  // LookML / a BI validator naming a field it cannot reach.
  { tool: 'generic', name: 'unknown field', re: /\bUnknown or inaccessible field\b/, score: 86 },
  // A pipeline definition's own error with its place ("/azure-pipelines.yml (Line: 24, Col: 3): Unexpected value 'steps'"), over "Could not queue the build".
  { tool: 'generic', name: 'located definition error', re: /^\S+ \(Line: \d+, Col: \d+\): \S/, score: 89 },
  // A fixer's failing file with the rules it broke (Pint, PHP-CS-Fixer: "⨯ app/X.php   ordered_imports, no_unused_imports"), over the hook's "commit aborted".
  { tool: 'generic', name: 'fixer file finding', re: /^\s*[⨯✗✘]\s+\S+\.\w{1,6}\s{2,}[a-z][\w-]*(?:,\s*[a-z][\w-]*)*\s*$/, score: 86 },
  // Pest's failed test ("FAILED  Tests\Arch\X > classes are final"): its reason is the next line ("Expecting 'x' to be final.").
  { tool: 'generic', name: 'pest failed test', re: /^\s*FAILED\s{2}\S.* > \S/, score: 84, next: true },
  // Alembic's own verdict ("  FAILED: Multiple head revisions are present …"), the message without the logger's prefix.
  { tool: 'python', name: 'alembic failed', re: /^\s{2}FAILED: \S.{20,}/, score: 91 },
  // rules_go's builder under Bazel's "GoCompilePkg … failed" ("compilepkg: missing strict dependencies:", the import on the next line).
  { tool: 'go', name: 'bazel go builder', re: /^compilepkg: \S.{5,}/, score: 92, next: true },
  // A build script's own stderr under cargo's "process didn't exit successfully" (tauri-build: "Permission x not found, expected one of …").
  { tool: 'cargo', name: 'build script stderr', re: /^\s*--- stderr\s*$/, score: 92, next: true },
  // Maven Enforcer: the rule's message is the next line ("Detected Maven Version: 3.6.3 is not in the allowed range").
  { tool: 'jvm', name: 'enforcer rule failed', re: /^(?:\[(?:WARNING|ERROR)\]\s+)?Rule \d+: \S+ failed with message:\s*$/, score: 88, next: true },
  // Prisma's validation under the test's 500 ("Unknown argument `cursorId`. Did you mean `cursor`?").
  { tool: 'node', name: 'prisma validation', re: /^(?:Unknown (?:argument|field)|Argument) `[\w.]+`(?:\.| is missing| must not be null)/, score: 92 },
  // CloudFormation's resource handler message under the deploy's "failed to deploy" (Serverless, CDK, SAM).
  { tool: 'generic', name: 'resource handler message', re: /^\s*Resource handler returned message:\s*"\S/, score: 92 },
  // tflint's findings ("Warning: Module source … is not pinned (terraform_module_pinned_source)"), an error over a warning.
  { tool: 'generic', name: 'tflint finding', re: /^Error: .{8,300} \([a-z][a-z0-9]*(?:_[a-z0-9]+)+\)\s*$/, score: 88 },
  { tool: 'generic', name: 'tflint finding', re: /^(?:Warning|Notice): .{8,300} \([a-z][a-z0-9]*(?:_[a-z0-9]+)+\)\s*$/, score: 84 },
  // A Python exception whose class is not named …Error (Django's "django.core.exceptions.ImproperlyConfigured: Set the X variable");
  // not a count of what failed ("x.ValidationFailed: 1 of 7 expectations failed"), which the lines above it name.
  { tool: 'python', name: 'dotted exception', re: /^(?:[a-z_][a-z0-9_]*\.){2,}[A-Z][A-Za-z]+: (?!\d+ (?:of \d+ )?[\w ]{0,40}?(?:failed|errors?)\b)\S/, score: 84, last: true },
  // Maven's missing artifact under "Could not resolve dependencies" (the repository it looked in names the fix).
  { tool: 'jvm', name: 'missing artifact', re: /^(?:\[ERROR\]\s+)?\s*Could not (?:find|transfer) artifact \S+ (?:in|from\/to) \S+/, score: 88 },
  // Android's manifest merger: the located error's message is the next line (over Gradle's "Manifest merger failed with multiple errors").
  { tool: 'jvm', name: 'manifest merger error', re: /^\S+\.xml(?::\d+:\d+(?:-\d+)?)? Error:\s*$/, score: 91, next: true },
  // …but Gradle's own line when it carries the message itself ("Manifest merger failed : uses-sdk:minSdkVersion 21 cannot be smaller …").
  { tool: 'jvm', name: 'manifest merger error', re: /^(?:>\s*)?Manifest merger failed : \S/, score: 92 },
  // SWC / miette's error mark ("× You're importing a component that needs useState. It only works in a Client Component …"),
  // over Next.js's "Failed to compile" heading; not uv's headings, which have rules of their own.
  { tool: 'node', name: 'marked error', re: /^\s*×\s+(?!No solution|Failed to|No (?:such|virtual|interpreter)|Package|Distribution|Because|python setup\.py)\S.{20,}\.\s*$/, score: 86 },
  // A build tool's severe log record (build_runner "[SEVERE] Conflicting outputs were detected …"), below a located message it reports.
  { tool: 'generic', name: 'severe record', re: /^\[SEVERE\]\s+\S/, score: 79 },
  // dart test's failing test ("00:03 +8 -1: <name> [E]"): its error is the next line.
  { tool: 'generic', name: 'dart test failed', re: /^\d\d:\d\d \+\d+(?: ~\d+)? -\d+: (?!loading )\S.+ \[E\]\s*$/, score: 84, next: true },
  // Firestore rules compilation ("[E] 7:44 - Missing 'match' keyword before path.").
  { tool: 'generic', name: 'rules compile error', re: /^\[E\] \d+:\d+ - \S/, score: 88 },
  // Spotless's verdict under Gradle's: the file that is not formatted.
  { tool: 'jvm', name: 'format violations', re: /^>?\s*The following files had format violations:\s*$/, score: 90, next: true },
  // A Ruby exception at the end of its frame line ("…:in `create': [HTTP 400] … (Twilio::REST::RestError)"): the API's reason is the next line.
  { tool: 'generic', name: 'ruby exception', re: /:in [`'][^'`\n]{1,80}': .{3,300}\((?:[A-Z]\w*::)*[A-Z]\w*(?:Error|Exception)\)\s*$/, score: 88, next: true },
  // A server refusing who is asking ("batch response: Authentication required: …", "You must have push access").
  { tool: 'generic', name: 'not authorized', re: /\bAuthentication (?:required|failed)\b|\bauthentication is required\b|\bnot authori[sz]ed\b|\bYou must have \w+ access\b|\baccess denied\b/i, score: 78 },
  // Maven Enforcer's DependencyConvergence: "[ERROR] Dependency convergence error for g:a:jar:1.2:compile paths to dependency are:"
  // names the artifact, over the rule's "failed with message:" / "Failed while enforcing releasability." (cut after the gav).
  { tool: 'jvm', name: 'dependency convergence', re: /^(?:\[(?:WARNING|ERROR)\]\s+)?Dependency convergence error for \S+/, score: 90, last: true },
  // A commit-msg hook's own rule ("commit-msg: commit message must match ^(feat|fix)…$", "Commit message must start with a ticket"),
  // over the "got:" / "example: …" / "e.g. …" lines it prints under it.
  { tool: 'git', name: 'commit message rule', re: /\b(?:commit[ -]?(?:message|msg)|subject(?: line)?)\b.{0,60}?\b(?:must (?:match|start|begin|end|contain|include|follow|reference|be|have)|(?:does not|doesn't) (?:match|follow|start|contain)|is (?:invalid|not valid))\b|\binvalid commit (?:message|msg)\b/i, score: 86 },
  // SWC's error as Next.js's webpack build prints it ("Error:   x Only async functions are allowed to be exported in a "use server"
  // file."), under "Failed to compile." and the file: the message, not the heading.
  { tool: 'generic', name: 'swc error', re: /^\s*Error:\s{2,}[x×]\s+\S.{8,}$/, score: 86 },
  // A Ruby exception with its namespace and message anywhere on the line (a container's log under a deploy tool: " ERROR
  // 2026-01-02T03:04:05Z URI::InvalidURIError: bad URI(is not URI?): …"), over the deploy tool's "docker exit status: 1".
  // (Not a runner's wrapper that only says a command exited: SSHKit's "ExecuteError: Exception while executing … git exit status: 128".)
  { tool: 'generic', name: 'namespaced exception', re: /(?:^|\s)(?:[A-Z]\w*::)+[A-Z]\w*(?:Error|Exception): (?!.*\bexit status\b)\S/, score: 88 },
  // Rails' IrreversibleMigration message ("This migration uses change_column_default, which is not automatically reversible."), over "rake aborted!".
  { tool: 'generic', name: 'irreversible migration', re: /\bwhich is not automatically reversible\b/, score: 90 },
  // A located finding so long that its line was cut before its "[rule]" tag (actionlint's "input "x" is not defined in action
  // "y". available inputs are …"): as strong as the finding it is, first one first.
  { tool: 'generic', name: 'linter rule finding', re: /^\S+\.\w{1,6}:\d+:\d+:? \S.{360,}$/, score: 86 },
  // NUnit's failure message in its results XML ("<message><![CDATA[  Expected: 0.05f +/- 0.001f" / "  But was:  0.03f" / "]]>").
  { tool: 'generic', name: 'nunit message', re: /^\s*<message><!\[CDATA\[\s*\S/, score: 84 },
  // MyBatis's "### Error querying database.  Cause: java.sql.SQLSyntaxErrorException: Table 'x' doesn't exist": the JDBC exception
  // (from its "Cause:", causeDetailRuntime.ts), over Failsafe's counts and the Spring wrapper printed with no message above it.
  { tool: 'jvm', name: 'mybatis cause', re: /^###.*?\bCause:\s*(?:[\w$]+\.)+[\w$]*(?:Exception|Error)\w*: \S/, score: 89 },
  // javac's missing package: the "cannot find symbol" errors after it follow from it.
  { tool: 'jvm', name: 'missing package', re: /^(?:\[ERROR\] \S+\.java:\[\d+,\d+\]|\S+\.java:\d+: error:) package [\w.]+ does not exist\s*$/, score: 93 },
  // Surefire's crashed fork ("The forked VM terminated without properly saying goodbye."), under Maven's goal failure and its pointers.
  { tool: 'jvm', name: 'forked vm crash', re: /\bThe forked VM terminated without (?:properly )?saying goodbye\b/, score: 88 },
  // Composer's verdict on a lock file, over the problem lines that explain it (the first one that says why goes with it).
  { tool: 'generic', name: 'composer lock verdict', re: /^\s*Your lock file does not contain a compatible set of packages\b/, score: 90 },
  // Symfony's Response assertion ("Failed asserting that the Response status code is 200." / "HTTP/1.1 401 …"), over the body it prints.
  { tool: 'generic', name: 'assertion failed', re: /^\s*Failed asserting that the Response\b/, score: 90, next: true },
];
