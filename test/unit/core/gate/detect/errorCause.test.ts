import assert from 'node:assert/strict';
import { analyzeFailure, findCause } from '../../../../../src/core/gate/detect/errorCause';
import { portablePaths } from '../../../../../src/core/gate/detect/portablePaths';

const capture = (tool: string, subject: string, text: string, exitCode?: number) => {
  const v = analyzeFailure({ tool, subject, text, exitCode, failed: true, cwd: '/work/proj' });
  assert.equal(v?.kind, 'capture', `${subject}: ${JSON.stringify(v)}`);
  return v as Extract<typeof v, { kind: 'capture' }>;
};

const pick = (v: { cause: string; file?: string }): [string, string | undefined] => [v.cause, v.file];

describe('error cause extraction', () => {
  it('takes the line that names the failure, not the preamble', () => {
    assert.match(capture('Bash', 'pnpm -r build', 'Scope: all 3 workspace projects\n ERR_PNPM_NO_SCRIPT  Missing script: build', 1).cause, /ERR_PNPM_NO_SCRIPT/);
    assert.match(capture('Bash', 'git push', 'To github.com:o/r.git\n ! [rejected]        dev -> dev (non-fast-forward)\nerror: failed to push some refs', 1).cause, /! \[rejected\]/);
    assert.match(capture('Bash', 'python x.py', 'Traceback (most recent call last):\n  File "x.py", line 1, in <module>\nKeyError: \'user_id\'', 1).cause, /^KeyError: 'user_id'/);
    const rust = capture('Bash', 'cargo run', '   Compiling a v0.1.0\nerror[E0599]: no method named `len` found\n  --> src/lib.rs:3:7', 101);
    // The location is kept apart (as for tsc and C compilers): one error in two files is one lesson.
    assert.match(rust.cause, /^error\[E0599\]: no method named `len` found$/);
    assert.equal(rust.file, 'src/lib.rs:3:7');
    assert.match(capture('Bash', 'npx tsc', "a.ts(1,7): error TS2304: Cannot find name 'foo'.", 2).cause, /TS2304/);
    assert.match(capture('Bash', 'pytest', 'E       ValueError: bad input\nFAILED t.py::test_a - ValueError: bad input\n1 failed', 1).cause, /^FAILED t\.py::test_a/);
    assert.match(capture('Bash', 'go test ./...', '--- FAIL: TestSum (0.00s)\n    sum_test.go:9: got 3, want 4\nFAIL', 1).cause, /TestSum.*got 3, want 4/);
    assert.match(capture('Bash', 'npm i', 'npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree', 1).cause, /ERESOLVE.*unable to resolve/);
    assert.equal(findCause('starting\nall good so far\nsomething odd happened here').cause, 'something odd happened here');
  });

  it('keeps the command and makes temp and home paths portable', () => {
    const v = capture('Bash', 'node /home/ana/proj/run.js', 'Error: ENOENT: no such file or directory, open \'/tmp/tmp.x1/data.csv\'\n    at Object.openSync (node:fs:573:18)', 1);
    assert.equal(v.content, "Bash `node ~/proj/run.js` failed (exit 1): Error: ENOENT: no such file or directory, open 'tmp.x1/data.csv'");
    assert.equal(portablePaths('/work/proj/src/a.ts and /Users/kim/x and C:\\Users\\kim\\y and /var/folders/ab/cd12/T/z', '/work/proj'), 'src/a.ts and ~/x and ~\\y and z');
  });

  it('errors that differ in cause give different content', () => {
    const a = capture('Bash', 'pnpm tsc', "Scope: all\nsrc/a.ts(1,1): error TS2322: Type 'string' is not assignable to type 'number'.", 2);
    const b = capture('Bash', 'pnpm tsc', "Scope: all\nsrc/a.ts(1,1): error TS7006: Parameter 'x' implicitly has an 'any' type.", 2);
    assert.notEqual(a.content, b.content);
  });

  it('ignores failures with nothing to learn, with the reason', () => {
    const reason = (subject: string, text: string, exitCode?: number, interrupted = false) => {
      const v = analyzeFailure({ tool: 'Bash', subject, text, exitCode, failed: true, interrupted });
      assert.equal(v?.kind, 'ignore', subject);
      return (v as { reason: string }).reason;
    };
    assert.match(reason('rg foo src', 'Exit code 1'), /no match/);
    assert.match(reason('grep -rn foo .', '', 1), /no match/);
    assert.match(reason('git diff --quiet', '', 1), /different/);
    assert.match(reason('npm run dev', 'Exit code 130'), /SIGINT/);
    assert.match(reason('node server.js', '', 143), /SIGTERM/);
    assert.match(reason('pnpm test', 'Command timed out after 2m 0.0s'), /timed out/);
    assert.match(reason('make', '', 2), /no output/);
    assert.match(reason('pnpm dev', 'whatever', 1, true), /interrupted/);
  });

  it('keeps the warning that failed an eslint --max-warnings run, and the lint a Rust lint error names', () => {
    const lint = capture('Bash', 'npx eslint src --max-warnings 0', 'src/a.ts\n  4:2  warning  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any\n\n✖ 1 problem (0 errors, 1 warning)\n\nESLint found too many warnings (maximum: 0).', 1);
    assert.match(lint.cause, /@typescript-eslint\/no-explicit-any/);
    const clippy = capture('Bash', 'cargo clippy -- -D warnings', 'error: redundant clone\n  --> src/lib.rs:9:14\n   |\n   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#redundant_clone\nerror: could not compile `x` (lib) due to 1 previous error', 101);
    assert.match(clippy.cause, /redundant_clone/);
  });
  it('finds nested and framed causes of other build tools (JVM, .NET, Xcode, Ruby, PHP, Elixir, dbt, linkers)', () => {
    const cause = (subject: string, text: string) => capture('Bash', subject, text, 1).cause;
    assert.match(cause('./gradlew :api:build', '> Task :api:compileKotlin\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task \':api:compileKotlin\'.\n> Could not resolve all dependencies for configuration \':api:runtime\'.\n   > Could not resolve org.demo:ledger-core:2.2.0.\n      > Cannot resolve it from any repository\n\nBUILD FAILED in 3s'), /Could not resolve org\.demo:ledger-core:2\.2\.0\. > Cannot resolve it/);
    assert.match(cause('./gradlew test', '> Task :core:compileJava FAILED\n/srv/p/core/src/Main.java:14: error: cannot find symbol\n  symbol: class Ledger\n1 error\n\n* What went wrong:\n> Compilation failed; see the compiler error output for details.'), /Main\.java:14: error: cannot find symbol/);
    assert.match(cause('mvn -q package', '[INFO] Scanning for projects...\n[ERROR] COMPILATION ERROR :\n[ERROR] /w/p/src/main/java/a/Shop.java:[22,17] incompatible types: int cannot be converted to String\n[INFO] 1 error\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.11.0:compile (default-compile) on project shop: Compilation failure\n[ERROR] -> [Help 1]'), /Shop\.java:\[22,17\] incompatible types/);
    assert.match(cause('mvn deploy', '[INFO] BUILD FAILURE\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-deploy-plugin:3.1.1:deploy (default-deploy) on project shop: repository element was not specified in the POM\n[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.'), /Failed to execute goal .*repository element was not specified/);
    assert.match(cause('dotnet build', '  Determining projects to restore...\n  All projects are up-to-date for restore.\n/src/Api/Orders.cs(31,20): error CS1061: \'Order\' does not contain a definition for \'Totl\' [/src/Api/Api.csproj]\nBuild FAILED.'), /error CS1061/);
    const swift = capture('Bash', 'xcodebuild -scheme App build', 'CompileSwift normal arm64 /Users/li/App/Cart.swift\n/Users/li/App/Cart.swift:40:9: error: cannot find \'priceFormatter\' in scope\n** BUILD FAILED **', 65);
    assert.equal(swift.cause, "error: cannot find 'priceFormatter' in scope");
    assert.equal(swift.file, '~/App/Cart.swift:40:9');
    assert.match(cause('make', 'cc -o app main.o util.o\n/usr/bin/ld: main.o: in function `main\':\nmain.c:(.text+0x1a): undefined reference to `parse_config\'\ncollect2: error: ld returned 1 exit status\nmake: *** [Makefile:4: app] Error 1'), /undefined reference to `parse_config'/);
    assert.match(cause('bundle exec rspec', 'Failures:\n\n  1) Cart#total sums discounted items\n     Failure/Error: expect(cart.total).to eq(90)\n\n       expected: 90\n            got: 100\n\nFinished in 0.2 seconds\n3 examples, 1 failure'), /Cart#total sums discounted items: Failure\/Error: expect\(cart\.total\)\.to eq\(90\)/);
    assert.match(cause('vendor/bin/phpunit', 'PHPUnit 10.5.0 by Sebastian Bergmann.\n\nF..\n\nThere was 1 failure:\n\n1) Tests\\CartTest::testTotal\nFailed asserting that 100 matches expected 90.\n\n/app/tests/CartTest.php:18\n\nFAILURES!'), /CartTest::testTotal: Failed asserting that 100 matches expected 90/);
    assert.match(cause('composer install', 'Loading composer repositories with package information\nYour requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires acme/pdf ^3.0, found acme/pdf[1.0.0, 2.4.1] but it does not match the constraint.'), /Root composer\.json requires acme\/pdf \^3\.0/);
    assert.match(cause('mix compile', 'Compiling 3 files (.ex)\n\n== Compilation error in file lib/shop/cart.ex ==\n** (CompileError) lib/shop/cart.ex:12: undefined function totl/1 (there is no such import)\n    (elixir 1.16.0) lib/kernel/parallel_compiler.ex:428: anonymous fn/5'), /\*\* \(CompileError\) lib\/shop\/cart\.ex:12: undefined function totl\/1/);
    assert.match(cause('dbt build -s orders', '09:12:01  Running with dbt=1.7.4\n09:12:03  Compilation Error in model orders (models/orders.sql)\n09:12:03    Model \'model.shop.orders\' depends on a node named \'stg_payment\' which was not found\n09:12:03  Done. PASS=0 ERROR=1'), /depends on a node named 'stg_payment'/);
    assert.match(cause('terraform plan', 'Planning...\n╷\n│ Error: Reference to undeclared resource\n│ \n│   on main.tf line 12, in resource "aws_s3_bucket" "logs":\n╵'), /^Error: Reference to undeclared resource/);
  });
  it('reads a message that continues after its heading: exception names on their own line, "…:" endings, framed and numbered details', () => {
    const cause = (subject: string, text: string) => capture('Bash', subject, text, 1).cause;
    assert.match(cause('go test ./store/...', '--- FAIL: TestSaveOrder (0.01s)\n    store_test.go:31: \n        \tError Trace:\t/src/store/store_test.go:31\n        \tError:      \tReceived unexpected error:\n        \t            \tdial tcp 127.0.0.1:6379: connect: connection refused\nFAIL'), /Received unexpected error: — dial tcp 127\.0\.0\.1:6379/);
    assert.match(cause('terraform apply', 'Acquiring state lock...\n╷\n│ Error: Invalid provider configuration\n│ \n│ Provider "registry.terraform.io/hashicorp/google" requires explicit configuration: project is not set\n╵'), /Invalid provider configuration — Provider .*project is not set/);
    assert.match(cause('./gradlew :app:lint', '> Task :app:lintDebug FAILED\n\n* What went wrong:\nExecution failed for task \':app:lintDebug\'.\n> Lint found errors in the project; aborting build.\n   > 2 problems were found:\n     \n       1.  Layout activity_main.xml uses a hardcoded string "Pay now"\n\n* Try:\n> Run with --stacktrace option to get the stack trace.'), /2 problems were found: — 1\.\s+Layout activity_main\.xml uses a hardcoded string/);
    assert.match(capture('Bash', 'bundle exec rubocop app/models', 'Inspecting 3 files\n.W.\n\nOffenses:\n\napp/models/cart.rb:7:5: W: Lint/UselessAssignment: Useless assignment to variable - total.\n\n3 files inspected, 1 offense detected', 1).content, /cart\.rb:7:5: W: Lint\/UselessAssignment/);
    assert.match(cause('bundle exec rspec', 'Failures:\n\n  1) Cart applies the voucher\n     Failure/Error: cart.apply(voucher)\n\n     ArgumentError:\n       wrong number of arguments (given 1, expected 2)\n     # ./app/models/cart.rb:12:in `apply\''), /ArgumentError: — wrong number of arguments \(given 1, expected 2\)/);
    assert.match(cause('php artisan db:seed', '\n   Illuminate\\Database\\UniqueConstraintViolationException\n\n  SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry \'admin@x\' for key \'users_email_unique\'\n\n  at vendor/laravel/framework/src/Illuminate/Database/Connection.php:817'), /SQLSTATE\[23000\]: Integrity constraint violation/);
    assert.match(cause('poetry install', '  - Installing lxml (5.1.0): Failed\n\n  ChefBuildError\n\n  Backend subprocess exited when trying to invoke build_wheel\n\n  Error: Please make sure the libxml2 and libxslt development packages are installed.\n'), /^Error: Please make sure the libxml2/);
    assert.match(cause('pip install -r req.txt', 'Collecting flask==9.9.9\nERROR: Could not find a version that satisfies the requirement flask==9.9.9 (from versions: 3.0.0)\nERROR: No matching distribution found for flask==9.9.9\n[notice] A new release of pip is available'), /No matching distribution found for flask==9\.9\.9/);
    assert.match(cause('composer update', 'Your requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n    - Root composer.json requires acme/mailer ^2.0 -> satisfiable by acme/mailer[2.0.0].\n    - acme/mailer 2.0.0 requires ext-intl * -> it is missing from your system. Install or enable PHP\'s intl extension.'), /acme\/mailer 2\.0\.0 requires ext-intl \* -> it is missing/);
  });

  it('reads the exit status Copilot prints in the output, and one cause from different arguments is one lesson', () => {
    const v = analyzeFailure({ tool: 'bash', subject: 'npm run dev', text: 'ready on http://localhost:3000\nTerminated\n<exited with exit code 143>', failed: true });
    assert.deepEqual(v, { kind: 'ignore', reason: 'terminated (exit 143, SIGTERM)' });
    const a = capture('Bash', 'bundle exec rspec spec/models/cart_spec.rb', 'Failures:\n  1) x\n     NameError:\n       uninitialized constant Voucher', 1);
    const b = capture('Bash', 'bundle exec rspec spec/models spec/jobs/sync_job_spec.rb', 'Failures:\n  1) y\n     NameError:\n       uninitialized constant Voucher', 1);
    assert.equal(a.content, b.content);
    assert.match(a.content, /^Bash `bundle exec rspec …` failed \(exit 1\): NameError: — uninitialized constant Voucher$/);
    assert.notEqual(capture('Bash', 'bundle exec rspec spec/a_spec.rb', 'NameError:\n  uninitialized constant Coupon', 1).content, a.content);
  });
  it('ranks what a run reports: severity of linter offenses, mismatches, the logged error over a summary pointing back to it', () => {
    const cause = (subject: string, text: string) => capture('Bash', subject, text, 1).cause;
    assert.match(cause('bundle exec rubocop', 'Offenses:\n\napp/a.rb:3:1: C: Style/Documentation: Missing top-level documentation comment.\napp/a.rb:9:5: W: Lint/ShadowingOuterLocalVariable: Shadowing outer local variable - item.\n\n1 file inspected, 2 offenses detected'), /W: Lint\/ShadowingOuterLocalVariable/);
    assert.match(cause('bundle exec rake', 'Your Ruby version is 3.1.4, but your Gemfile specified 3.3.0'), /Your Ruby version is 3\.1\.4, but your Gemfile specified 3\.3\.0/);
    assert.match(cause('cmake -S . -B build', '-- Detecting CXX compiler ABI info - done\nCMake Error at CMakeLists.txt:9 (find_package):\n  By not providing "FindZLIB.cmake" in CMAKE_MODULE_PATH this project has\n  asked CMake to find a package configuration file provided by "ZLIB".\n\n  Could not find a package configuration file provided by "ZLIB" with any\n  of the following names:\n\n    ZLIBConfig.cmake\n\n-- Configuring incomplete, errors occurred!'), /Could not find a package configuration file provided by "ZLIB"/);
    assert.match(cause('make', '[ 80%] Linking CXX executable app\nUndefined symbols for architecture x86_64:\n  "_png_read_info", referenced from:\n      _load in image.o\nld: symbol(s) not found for architecture x86_64\nclang: error: linker command failed with exit code 1'), /Undefined symbols for architecture x86_64: — "_png_read_info", referenced from:/);
    assert.match(cause('mix test', 'Compiling 2 files (.ex)\n    error: undefined variable "total"\n    │\n 12 │     total + tax\n    │     ^^^^^\n    └─ lib/shop/cart.ex:12:5\n\n== Compilation error in file lib/shop/cart.ex ==\n** (CompileError) lib/shop/cart.ex: cannot compile module Shop.Cart (errors have been logged)'), /^error: undefined variable "total"/);
    assert.match(cause('yarn install --immutable', '➤ YN0000: ┌ Post-resolution validation\n➤ YN0028: │ -left-pad@npm:^1.2.0:\n➤ YN0028: │ +left-pad@npm:^1.3.0:\n➤ YN0028: │ The lockfile would have been modified by this install, which is explicitly forbidden.\n➤ YN0000: └ Completed\n➤ YN0000: · Failed with errors in 1s'), /The lockfile would have been modified/);
    assert.match(cause('pip install -r req.txt', 'Collecting lxml==5.2.0\n  error: subprocess-exited-with-error\n  \n  × python setup.py egg_info did not run successfully.\n  │ exit code: 1\n  ╰─> [4 lines of output]\n      Error: Please make sure the libxml2 and libxslt development packages are installed.\n'), /Please make sure the libxml2/);
  });

  it("reads Codex's exit-status wrapper, keeps the error line whole and its location as the file (the gate folds one cause met in two files)", () => {
    const empty = analyzeFailure({ tool: 'shell', subject: 'grep -rn "Foo" src', text: 'Exit code: 1\nWall time: 0.1 seconds\nOutput:\n', failed: true });
    assert.equal(empty?.kind, 'ignore');
    const a = capture('Bash', 'cd web && pnpm typecheck', "src/a/Row.tsx(3,9): error TS2339: Property 'vin' does not exist on type 'Car'.", 2);
    const b = capture('Bash', 'pnpm typecheck', "src/b/Export.tsx(40,2): error TS2339: Property 'vin' does not exist on type 'Car'.", 2);
    assert.equal(a.content, "Bash `pnpm typecheck` failed (exit 2): src/a/Row.tsx(3,9): error TS2339: Property 'vin' does not exist on type 'Car'.");
    assert.equal(a.cause, b.cause);
    assert.deepEqual([a.file, b.file], ['src/a/Row.tsx(3,9)', 'src/b/Export.tsx(40,2)']);
    assert.notEqual(capture('Bash', 'pnpm typecheck', "src/b/Export.tsx(40,2): error TS2339: Property 'plate' does not exist on type 'Car'.", 2).cause, a.cause);
    // Go and Kotlin print the location before the message without an "error:" word.
    assert.deepEqual(pick(capture('Bash', 'go build ./...', './internal/api/heartbeat.go:27:2: undefined: metrics.Heartbeats', 1)), ['undefined: metrics.Heartbeats', './internal/api/heartbeat.go:27:2']);
    assert.deepEqual(pick(capture('Bash', './gradlew build', '> Task :app:compileKotlin FAILED\ne: file:///work/app/src/A.kt:42:31 Unresolved reference: foo\nBUILD FAILED', 1)), ['Unresolved reference: foo', '/work/app/src/A.kt:42:31']);
  });

  it('a run that reports exit 0 did not fail, whatever its summary counts say; a lock held by another run is ignored', () => {
    assert.equal(analyzeFailure({ tool: 'shell', subject: 'dbt build', text: 'Exit code: 0\nOutput:\n08:11:44  Completed successfully\n08:11:44  Done. PASS=9 WARN=0 ERROR=0 SKIP=0 TOTAL=9' }), undefined);
    assert.equal(analyzeFailure({ tool: 'shell', subject: 'dbt build', text: 'Exit code: 1\nOutput:\n08:11:44  Done. PASS=8 WARN=0 ERROR=1 SKIP=0 TOTAL=9' })?.kind, 'capture');
    for (const [cmd, out] of [
      ['terraform apply tfplan', 'Acquiring state lock. This may take a few moments...\n│ Error: Error acquiring the state lock\n│ Lock Info:\n│   ID:        123\n<exited with exit code 1>'],
      ['sudo apt-get install -y jq', 'E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 2211 (unattended-upgr)\nExit code 100'],
      ['git commit -m wip', "fatal: Unable to create '/repo/.git/index.lock': File exists.\n\nAnother git process seems to be running in this repository\nExit code 128"],
    ]) {
      const v = analyzeFailure({ tool: 'bash', subject: cmd, text: out, failed: true });
      assert.match(v?.kind === 'ignore' ? v.reason : String(v?.kind), /lock held by another run/, cmd);
    }
  });
  it('keeps the cause of test runners, linters, migrations and deploy tools across ecosystems (one table, one wanted phrase each)', () => {
    const cases: [string, string, string][] = [
     ['npx playwright test', 'Running 12 tests using 4 workers\n  1) [chromium] › checkout.spec.ts:14:5 › checkout › pays with a saved card ─────\n\n    Error: Timed out 5000ms waiting for expect(locator).toBeVisible()\n\n    Locator: getByRole(\'button\', { name: \'Pay now\' })\n    Expected: visible\n    Received: <element(s) not found>\n\n  1 failed\n    [chromium] › checkout.spec.ts:14:5 › checkout › pays with a saved card', 'toBeVisible'],
     ['flutter analyze', 'Analyzing app...\n\n  error • The method \'fetchCart\' isn\'t defined for the type \'CartRepo\' • lib/cart/cart_page.dart:42:17 • undefined_method\n\n1 issue found. (ran in 3.2s)', "fetchCart"],
     ['kubectl apply -f k8s/', 'deployment.apps/api configured\nThe Service "api" is invalid: spec.ports[0].targetPort: Invalid value: "http-api": must be no more than 15 characters', 'Invalid value'],
     ['python manage.py migrate', 'Operations to perform:\n  Apply all migrations: admin, auth, shop\nRunning migrations:\n  Applying shop.0012_order_status...Traceback (most recent call last):\n  File "manage.py", line 22, in <module>\n    main()\ndjango.db.utils.ProgrammingError: column "status" of relation "shop_order" already exists', 'already exists'],
     ['npx prisma migrate deploy', 'Prisma schema loaded from prisma/schema.prisma\nDatasource "db": PostgreSQL database "app"\n\nError: P3009\n\nmigrate found failed migrations in the target database, new migrations will not be applied. Read more about how to resolve migration issues in a production database: https://pris.ly/d/migrate-resolve\nThe `20240101_init` migration started at 2024-01-01 10:00:00 UTC failed', 'P3009'],
     ['bun test', 'src/cart.test.ts:\n✗ cart > applies discount [0.52ms]\n\nerror: expect(received).toBe(expected)\n\nExpected: 90\nReceived: 100\n\n      at /repo/src/cart.test.ts:12:22\n\n 3 pass\n 1 fail', 'applies discount'],
     ['swift test', 'Test Suite \'All tests\' started\nTest Case \'-[CartTests.CartTests testTotal]\' started.\n/Users/me/app/Tests/CartTests/CartTests.swift:12: error: -[CartTests.CartTests testTotal] : XCTAssertEqual failed: ("100") is not equal to ("90")\nTest Case \'-[CartTests.CartTests testTotal]\' failed (0.002 seconds).', 'XCTAssertEqual failed'],
     ['ansible-playbook site.yml', 'TASK [nginx : copy config] *****\nfatal: [web1]: FAILED! => {"changed": false, "msg": "Could not find or access \'nginx.conf.j2\'"}\n\nPLAY RECAP *****\nweb1 : ok=3 changed=0 unreachable=0 failed=1', 'nginx.conf.j2'],
     ['deno test', 'running 1 test from ./main_test.ts\nadds ... FAILED (2ms)\n\n ERRORS \n\nadds => ./main_test.ts:3:6\nerror: AssertionError: Values are not equal.\n\n    [Diff] Actual / Expected\n\n-   3\n+   4\n', 'Values are not equal'],
     ['alembic upgrade head', 'INFO  [alembic.runtime.migration] Running upgrade a1 -> b2, add orders\nsqlalchemy.exc.ProgrammingError: (psycopg2.errors.DuplicateTable) relation "orders" already exists\n[SQL: CREATE TABLE orders (id SERIAL NOT NULL)]', 'already exists'],
     ['helm lint charts/api', '==> Linting charts/api\n[ERROR] templates/deployment.yaml: unable to parse YAML: error converting YAML to JSON: yaml: line 12: did not find expected key\n\nError: 1 chart(s) linted, 1 chart(s) failed', 'did not find expected key'],
     ['npm run build', '> web@1.0.0 build\n> next build\n\n   Creating an optimized production build ...\nFailed to compile.\n\n./app/page.tsx\nModule not found: Can\'t resolve \'@/lib/cart\'\n\n> Build failed because of webpack errors', "Can't resolve '@/lib/cart'"],
     ['go mod tidy', 'go: finding module for package github.com/acme/ledger/money\ngo: github.com/acme/api imports\n\tgithub.com/acme/ledger/money: module github.com/acme/ledger@latest found (v1.2.0), but does not contain package github.com/acme/ledger/money', 'does not contain package'],
     ['psql -f seed.sql', 'psql:seed.sql:14: ERROR:  duplicate key value violates unique constraint "users_email_key"\nDETAIL:  Key (email)=(a@x.io) already exists.', 'duplicate key value'],
     ['mvn test', '[INFO] Running com.acme.CartTest\n[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.05 s <<< FAILURE! - in com.acme.CartTest\n[ERROR] testTotal(com.acme.CartTest)  Time elapsed: 0.01 s  <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <90> but was: <100>\n\tat com.acme.CartTest.testTotal(CartTest.java:12)', 'expected: <90> but was: <100>'],
     ['dotnet test', '  Failed CartTests.Total_AppliesDiscount [12 ms]\n  Error Message:\n   Assert.Equal() Failure\nExpected: 90\nActual:   100\n  Stack Trace:\n     at CartTests.Total_AppliesDiscount() in /src/CartTests.cs:line 14\n\nFailed!  - Failed:     1, Passed:    11', 'Assert.Equal() Failure'],
    ];
    for (const [cmd, out, want] of cases) assert.ok(capture('Bash', cmd, out, 1).cause.includes(want), `${cmd}: ${capture('Bash', cmd, out, 1).cause}`);
  });
  it('keeps the failing assertion of test runners in Rust, JVM, Python, JS, Go, Elixir and PHP, and infra errors', () => {
    const cases: [string, string, string][] = [
     ['cargo test', "running 3 tests\ntest money::tests::adds ... FAILED\n\nfailures:\n\n---- money::tests::adds stdout ----\nthread 'money::tests::adds' panicked at src/money.rs:42:9:\nassertion `left == right` failed\n  left: 3\n right: 4\nnote: run with `RUST_BACKTRACE=1`\n\nfailures:\n    money::tests::adds\n\ntest result: FAILED. 2 passed; 1 failed", 'assertion `left == right` failed'],
     ['./gradlew test', '> Task :core:test FAILED\n\nCartTest > totalAppliesDiscount() FAILED\n    org.opentest4j.AssertionFailedError: expected: <90> but was: <100>\n        at app//org.junit.jupiter.api.AssertionUtils.fail(AssertionUtils.java:151)\n\n3 tests completed, 1 failed\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task \':core:test\'.\n> There were failing tests. See the report at: file:///w/core/build/reports/tests/test/index.html', 'expected: <90> but was: <100>'],
     ['uv run pytest', "============ FAILURES ============\n_____ test_total _____\n\n    def test_total():\n>       assert total([1, 2]) == 4\nE       assert 3 == 4\nE        +  where 3 = total([1, 2])\n\ntests/test_cart.py:5: AssertionError\n=== short test summary info ===\nFAILED tests/test_cart.py::test_total - assert 3 == 4", 'assert 3 == 4'],
     ['npx vitest run', ' FAIL  src/cart.test.ts > cart > applies discount\nAssertionError: expected 100 to be 90 // Object.is equality\n ❯ src/cart.test.ts:12:22\n\n Test Files  1 failed (1)', 'expected 100 to be 90'],
     ['go build ./...', '# github.com/acme/api/internal/cart\ninternal/cart/cart.go:12:2: undefined: decimal\ninternal/cart/cart.go:30:9: cannot use x (variable of type int) as string value in return statement', 'undefined: decimal'],
     ['docker compose up -d', ' ✔ Network app_default  Created\n ✘ Container app-db-1  Error\nError response from daemon: driver failed programming external connectivity on endpoint app-db-1: Bind for 0.0.0.0:5432 failed: port is already allocated', 'port is already allocated'],
     ['terraform plan', 'Planning failed. Terraform encountered an error while generating this plan.\n\n╷\n│ Error: Unsupported argument\n│ \n│   on main.tf line 14, in resource "aws_s3_bucket" "logs":\n│   14:   acl = "private"\n│ \n│ An argument named "acl" is not expected here.\n╵', 'Unsupported argument'],
     ['kubectl rollout status deploy/api', 'Waiting for deployment "api" rollout to finish: 0 of 3 updated replicas are available...\nerror: deployment "api" exceeded its progress deadline', 'exceeded its progress deadline'],
     ['mix test', '  1) test applies discount (Shop.CartTest)\n     test/shop/cart_test.exs:8\n     Assertion with == failed\n     code:  assert Cart.total(cart) == 90\n     left:  100\n     right: 90\n     stacktrace:\n       test/shop/cart_test.exs:10: (test)\n\nFinished in 0.05 seconds\n3 tests, 1 failure', 'Assertion with == failed'],
     ['php artisan test', '   FAIL  Tests\\Feature\\CartTest\n  ⨯ it applies discount                                 0.02s  \n  ───────────────────\n   FAILED  Tests\\Feature\\CartTest > it applies discount\n  Failed asserting that 100 is identical to 90.\n\n  at tests/Feature/CartTest.php:12', 'Failed asserting that 100 is identical to 90'],
    ];
    for (const [cmd, out, want] of cases) assert.ok(capture('Bash', cmd, out, 1).cause.includes(want), `${cmd}: ${capture('Bash', cmd, out, 1).cause}`);
  });
});
