import assert from 'node:assert/strict';
import { analyzeFailure, commandShape } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes met on streams written by other people (server-side git refusals, HTTP statuses, report
// fields that hold the message, goal failures with their detail, framed errors with a nested one, interrupts
// and pending states reported in words). Every output below was written for this file, with tools and
// wording the streams did not use, so each rule is checked on text it was not written against.
const run = (subject: string, text: string, exitCode?: number) => analyzeFailure({ tool: 'Bash', subject, text, exitCode, failed: true, cwd: '/srv/app' });
const cause = (subject: string, text: string, exitCode = 1): string => {
  const v = run(subject, text, exitCode);
  assert.equal(v?.kind, 'capture', `${subject}: ${JSON.stringify(v)}`);
  return (v as { cause: string }).cause;
};
const ignored = (subject: string, text: string, exitCode?: number): string => {
  const v = run(subject, text, exitCode);
  assert.equal(v?.kind, 'ignore', `${subject}: ${JSON.stringify(v)}`);
  return (v as { reason: string }).reason;
};

describe('error causes: families seen only on unseen streams', () => {
  it("keeps what the git server says over the client's summary of the refusal", () => {
    const gitlab = 'Enumerating objects: 5, done.\nremote: GitLab: You are not allowed to push code to protected branches on this project.\nTo gitlab.example.com:ops/infra.git\n ! [remote rejected] release -> release (pre-receive hook declined)\nerror: failed to push some refs to \'gitlab.example.com:ops/infra.git\'';
    assert.match(cause('git push origin release', gitlab), /You are not allowed to push code to protected branches/);
    const denied = "remote: Permission to north/atlas.git denied to deploy-bot.\nfatal: unable to access 'https://github.com/north/atlas.git/': The requested URL returned error: 403";
    assert.match(cause('git push', denied, 128), /Permission to north\/atlas\.git denied to deploy-bot/);
    const hook = 'remote: error: GH013: Repository rule violations found for refs/heads/trunk.\nremote: - Cannot update this protected ref.\n ! [remote rejected] trunk -> trunk (push declined due to repository rule violations)';
    assert.match(cause('git push origin trunk', hook), /GH013: Repository rule violations/);
    // Progress lines from the server are not a reason.
    assert.doesNotMatch(cause('git push', 'remote: Counting objects: 100% (9/9), done.\n ! [rejected] dev -> dev (non-fast-forward)\nerror: failed to push some refs'), /Counting/);
  });

  it("adds git's own explanation of a rejected push, as one sentence", () => {
    const behind = ' ! [rejected]        hotfix -> hotfix (non-fast-forward)\nerror: failed to push some refs to \'origin\'\nhint: Updates were rejected because the tip of your current branch is behind\nhint: its remote counterpart. If you want to integrate the remote changes,\nhint: use \'git pull\' before pushing again.';
    const c = cause('git push', behind);
    assert.match(c, /^! \[rejected\].*\(non-fast-forward\) — Updates were rejected because the tip of your current branch is behind its remote counterpart\.$/);
  });

  it('keeps an HTTP status line an API client printed, not the advice after it', () => {
    assert.match(cause('gh api repos/north/atlas/hooks', 'gh: Not Found (HTTP 404)\nTry `gh auth refresh -s admin:repo_hook`'), /HTTP 404/);
    assert.match(cause('glab release create v2', 'ERROR: 403 Forbidden\nhint: check the token scopes'), /403 Forbidden/);
    assert.match(cause('gh workflow run deploy.yml', 'could not create workflow dispatch event: HTTP 422: Unexpected inputs provided: ["region"]\nSee the docs'), /HTTP 422: Unexpected inputs provided/);
  });

  it('reads a report field that holds the message, inline or under its heading', () => {
    const flywayCli = 'Flyway OSS Edition 10.1.0\nERROR: Migration of schema "billing" to version "7 - invoices tenant" failed!\nSQL State  : 42P01\nError Code : 0\nMessage    : ERROR: relation "tenants" does not exist\nLocation   : sql/V7__invoices_tenant.sql\nLine       : 3';
    assert.match(cause('flyway migrate', flywayCli), /relation "tenants" does not exist/);
    const boot = '***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nParameter 0 of constructor in org.north.billing.InvoiceService required a bean of type \'org.north.billing.TaxClient\' that could not be found.\n\n\nAction:\n\nConsider defining a bean of type \'org.north.billing.TaxClient\' in your configuration.';
    assert.equal(cause('java -jar billing.jar', boot), "Parameter 0 of constructor in org.north.billing.InvoiceService required a bean of type 'org.north.billing.TaxClient' that could not be found.");
    const liquibase = '[ERROR] Failed to execute goal org.liquibase:liquibase-maven-plugin:4.29.0:update (default-cli) on project billing: Error setting up or running Liquibase\n[ERROR] Reason: liquibase.exception.DatabaseException: ERROR: column "tenant_id" of relation "invoices" already exists';
    assert.match(cause('mvn liquibase:update', liquibase), /column "tenant_id" of relation "invoices" already exists/);
  });

  it("adds a Maven goal failure's first informative detail line; an Enforcer rule's own message outranks both", () => {
    const enforcer = '[INFO] --- enforcer:3.5.0:enforce (enforce) @ api ---\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-enforcer-plugin:3.5.0:enforce (enforce) on project api: Some Enforcer rules have failed.\n[ERROR] Rule 0: org.apache.maven.enforcer.rules.version.RequireJavaVersion failed with message:\n[ERROR] Detected JDK 17 is not in the allowed range [21,).\n[ERROR] -> [Help 1]';
    const c = cause('mvn -B verify', enforcer);
    assert.match(c, /Rule 0: .*RequireJavaVersion failed with message: — Detected JDK 17 is not in the allowed range \[21,\)\.$/);
    // A help pointer is not a detail.
    assert.doesNotMatch(cause('mvn deploy', '[ERROR] Failed to execute goal org.apache.maven.plugins:maven-deploy-plugin:3.1.1:deploy (default-deploy) on project lib: Failed to deploy artifacts: status code 401\n[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.'), /full stack trace/);
  });

  it('keeps the message under a heading that only names the kind of error', () => {
    const c = cause('sqlmesh plan', 'Parsing Error\n  Unknown column reference `ordr_total` in model marts.revenue_daily\n\nDone.');
    assert.match(c, /^Parsing Error — Unknown column reference `ordr_total`/);
  });

  it('keeps the nested error inside one Terraform frame, and does not join two frames', () => {
    const nested = '╷\n│ Error: error configuring S3 Backend\n│ \n│ Error: NoCredentialProviders: no valid providers in chain\n│ \n╵';
    assert.match(cause('terraform init', nested), /error configuring S3 Backend — NoCredentialProviders: no valid providers in chain/);
    const two = '╷\n│ Error: Unsupported argument\n│ \n│   on network.tf line 8, in resource "aws_vpc" "main":\n╵\n╷\n│ Error: Missing required argument\n╵';
    assert.doesNotMatch(cause('terraform validate', two), /Missing required argument/);
  });

  it('ignores an interrupt reported in words or by an echoed ^C, and a pending state', () => {
    assert.match(ignored('npm run dev', 'ready - started server on 0.0.0.0:3000\n^C\nCommand exited with code 130'), /interrupt/);
    assert.match(ignored('vite', 'VITE v5.4.0  ready in 412 ms\n^C', 1), /interrupt/);
    assert.match(ignored('bazel test //...', 'INFO: Build option changed\nOperation cancelled by the user', 8), /interrupt/);
    assert.match(ignored('glab ci status', 'Pipeline #4411 (main)\n3 jobs pending, 2 jobs passed', 2), /pending/);
    // Something that failed is not "pending", whatever else is still queued.
    assert.equal(run('gh pr checks 12', '1 failing, 2 pending checks\nX  ci/test  2m', 1)?.kind, 'capture');
    assert.equal(run('./gradlew build', 'BUILD FAILED in 3s\n2 tasks pending', 1)?.kind, 'capture');
    assert.equal(run('make', 'jobs queued: 0\nmain.c:4:1: error: expected \';\'', 2)?.kind, 'capture');
  });

  it('keeps environment assignments and run modes out of the command a lesson names', () => {
    assert.equal(commandShape('AWS_PROFILE=dev TF_LOG=debug terraform plan'), 'terraform plan');
    assert.equal(commandShape('cargo test --release -q'), 'cargo test');
    assert.equal(commandShape('./gradlew build --no-daemon --stacktrace'), './gradlew build');
    // A flag that changes what runs stays.
    assert.equal(commandShape('pnpm install --frozen-lockfile'), 'pnpm install --frozen-lockfile');
  });

  it('keeps the message a test title, a line-end exception, a lowercase "caused by", an unresolved peer or a sanitizer summary points to', () => {
    const jest = '> web:test\n FAIL  src/cart/total.spec.ts\n  ● CartTotal › applies the loyalty discount\n\n    The discount rules were read before the tenant settings were loaded, so none applied.\n\n      at CartTotal.compute (src/cart/total.ts:41:9)\n\nTest Suites: 1 failed, 1 total';
    assert.match(cause('npx jest src/cart', jest), /CartTotal › applies the loyalty discount — The discount rules were read before the tenant settings were loaded/);
    const kotest = '  ✓ parses a valid invoice\n  FAILED  InvoiceParserSpec > rejects a negative total    IllegalStateException\n  total must not be negative\n\n  1 failed, 1 passed';
    assert.match(cause('./gradlew :invoices:test', kotest), /IllegalStateException — total must not be negative/);
    const anyhow = 'Error: could not publish the package\n\n  caused by: registry answered 403 Forbidden: the token lacks the publish scope\n';
    assert.match(cause('mytool publish --registry internal', anyhow), /registry answered 403 Forbidden: the token lacks the publish scope/);
    const peer = 'npm error code ERESOLVE\nnpm error ERESOLVE unable to resolve dependency tree\nnpm error\nnpm error Found: react@17.0.2\nnpm error\nnpm error Could not resolve dependency:\nnpm error peer react@"^18.2.0" from react-dnd@16.0.1\nnpm error\nnpm error Fix the upstream dependency conflict';
    assert.match(cause('npm i react-dnd@16.0.1', peer), /^code ERESOLVE — Found: react@17\.0\.2 — Could not resolve dependency: peer react@"\^18\.2\.0" from react-dnd@16\.0\.1$/);
    const tsan = '==12==WARNING: ThreadSanitizer: data race (pid=12)\n  Write of size 8 at 0x7b04 by thread T2:\n    #0 Queue::push src/queue.cc:31\nSUMMARY: ThreadSanitizer: data race src/queue.cc:31 in Queue::push(int)\n==12==ABORTING';
    assert.match(cause('ctest -R queue', tsan), /^SUMMARY: ThreadSanitizer: data race src\/queue\.cc:31/);
  });

  it('prefers what the tool tells the user: surefire failure lines, fastlane/CocoaPods "[!]", a cloud CLI\'s own error, pytest\'s whole E line', () => {
    const surefire = '[INFO] Running com.shop.cart.CartTest\n[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0 <<< FAILURE! -- in com.shop.cart.CartTest\n[INFO] Results:\n[ERROR] Failures:\n[ERROR]   CartTest.totalsIncludeTax:33 expected: <119.0> but was: <100.0>\n[ERROR] Tests run: 4, Failures: 1\n[INFO] BUILD FAILURE';
    assert.match(cause('mvn test', surefire), /CartTest\.totalsIncludeTax:33 expected: <119\.0> but was: <100\.0>/);
    const pods = 'Analyzing dependencies\n[!] CocoaPods could not find compatible versions for pod "Alamofire":\n  In Podfile:\n    Alamofire (~> 6.0)';
    assert.match(cause('pod install', pods), /^\[!\] CocoaPods could not find compatible versions for pod "Alamofire"/);
    const gcloud = 'Updating function...\nERROR: (gcloud.functions.deploy) OperationError: code=3, message=Build failed: missing package.json\nCould not deploy the function.';
    assert.match(cause('gcloud functions deploy ingest', gcloud), /\(gcloud\.functions\.deploy\) OperationError: code=3, message=Build failed: missing package\.json/);
    const py = '_____ ERROR at setup of test_sync _____\nE       redis.exceptions.ConnectionError: Error 111 connecting to localhost:6380. Connection refused.\n=== short test summary info ===\nERROR tests/test_sync.py::test_sync - redis.exceptions.ConnectionError: Error 111 connecting to localhost:6380.';
    assert.match(cause('pytest tests/test_sync.py', py), /test_sync - redis\.exceptions\.ConnectionError: Error 111 connecting to localhost:6380\. Connection refused\./);
  });

  it('reads the message after a Terraform location and code excerpt, a "No valid … found" line, and Copilot\'s "Command failed with exit code N"', () => {
    const tf = '\u2577\n\u2502 Error: Invalid value for variable\n\u2502 \n\u2502   on variables.tf line 12:\n\u2502   12: variable "replicas" {\n\u2502 \n\u2502 The replica count must be between 1 and 9.\n\u2575';
    assert.match(cause('terraform plan', tf), /Invalid value for variable — The replica count must be between 1 and 9\./);
    const lic = 'Initialize engine version\n[Licensing] Error: could not refresh entitlement\nNo valid Houdini license found. Check the license server.\nExiting';
    assert.match(cause('hython build.py', lic), /^No valid Houdini license found/);
    assert.match(ignored('rg -n "retry_budget" config/', 'Command failed with exit code 1'), /search found no match/);
  });

  it('reads past a leading pictograph, a bracketed error\'s reason on the next line, and the reason in a JSON error body', () => {
    const cs = '🦋  info Checking for changesets\n🦋  error No changeset found for the packages that changed: @acme/ui\nELIFECYCLE  Command failed with exit code 1.';
    assert.match(cause('pnpm changeset status', cs), /^🦋  error No changeset found for the packages that changed: @acme\/ui$/);
    const esb = '✘ [ERROR] Could not upload the bundle to the edge network.\n\n  Quota exceeded for this account [code: 10037]\n\nLogs were written';
    assert.match(cause('npx wrangler deploy', esb), /Could not upload the bundle to the edge network\. — Quota exceeded for this account \[code: 10037\]/);
    const es = 'rake aborted!\nSearchClient::Errors::BadRequest: [400] {"error":{"type":"mapper_parsing_exception","reason":"failed to parse field [created_at] of type [date]"},"status":400}';
    assert.match(cause('bin/rake search:reindex', es), /^SearchClient::Errors::BadRequest: failed to parse field \[created_at\] of type \[date\]$/);
  });

  it('keeps a crossed check, a boxed error, a logged qualified exception, the root composer requirement, a phpcs row and the innermost bullet of an error list', () => {
    assert.match(cause('npx lhci autorun', 'Checking assertions\n\n  ✘  categories.accessibility failure for minScore assertion\n       expected: >=0.95\n\nAssertion failed. Exiting with status code 1.'), /^✘  categories\.accessibility failure for minScore assertion$/);
    assert.match(cause('shopify app deploy', '╭─ error ─────────────╮\n│                     │\n│  The app configuration is missing a client_id.  │\n│                     │\n╰─────────────────────╯'), /^The app configuration is missing a client_id\.$/);
    assert.match(cause('kafka-acls --list', '[2026-01-01 10:00:00,000] WARN could not connect\nError while executing ACL command: Not authorized.\n[2026-01-01 10:00:01,000] ERROR org.apache.kafka.common.errors.ClusterAuthorizationException: Cluster authorization failed.'), /ClusterAuthorizationException: Cluster authorization failed/);
    assert.match(cause('composer update', 'Problem 1\n    - Root composer.json requires php >=8.3 but your php version (8.2.10) does not satisfy that requirement.\nProblem 2\n    - laravel/framework v11.0.0 requires php ^8.2 -> your php version (8.1.2) does not satisfy that requirement.'), /^- Root composer\.json requires php >=8\.3/);
    assert.match(cause('vendor/bin/phpcs src', 'FOUND 1 ERROR AFFECTING 1 LINE\n------\n 7 | ERROR | Missing doc comment for function render()\n------'), /7 \| ERROR \| Missing doc comment for function render\(\)/);
    assert.match(cause('consul kv get app/config', 'Error querying Consul agent: Unexpected response code: 403\nCode: 403. Errors:\n\n* 1 error occurred:\n\t* ACL not found\n'), /— \* ACL not found$/);
  });

  it('keeps a coverage gate and a level-column error with its indented reason', () => {
    assert.match(cause('pytest --cov', 'TOTAL   812   130   84%\nFAIL Required test coverage of 90% not reached. Total coverage: 84.12%\n=== 210 passed in 9.1s ==='), /^FAIL Required test coverage of 90% not reached/);
    assert.match(cause('twine upload dist/*', 'Uploading distributions to https://upload.pypi.org/legacy/\nERROR    HTTPError: 400 Bad Request from https://upload.pypi.org/legacy/\n         File already exists. See https://pypi.org/help/#file-name-reuse for more information.'), /HTTPError: 400 Bad Request .* — File already exists\./);
  });

  it('joins two server error lines, keeps a warning named after its location (a failing call over the no_return it causes), a numbered Gradle issue, a pods reason and a coded .NET exception', () => {
    const ruleset = 'Writing objects: 100% (4/4), done.\nremote: error: GH006: Protected branch update failed for refs/heads/stable.\nremote: error: At least 2 approving reviews are required by reviewers with write access.\nTo github.com:north/atlas.git\n ! [remote rejected] stable -> stable (protected branch hook declined)';
    assert.match(cause('git push origin stable', ruleset), /GH006: Protected branch update failed for refs\/heads\/stable\. — At least 2 approving reviews are required/);
    const dialyzer = 'Total errors: 2, Skipped: 0\ndone in 0m3.02s\nlib/shop/cart.ex:88:no_return\nFunction checkout/1 has no local return.\n________\nlib/shop/cart.ex:102:call\nThe function call will not succeed.';
    // (Dialyzer's no_return is what the failing call inside the function leads to: the call is the cause.)
    assert.match(cause('mix dialyzer', dialyzer, 2), /lib\/shop\/cart\.ex:102:call — The function call will not succeed\./);
    const agp = "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:checkDebugAarMetadata'.\n> 1 issue was found when checking AAR metadata:\n\n     1.  Dependency 'androidx.activity:activity:1.9.0' requires libraries and applications that\n         depend on it to compile against version 34 or later of the\n         Android APIs.\n\n         :app is currently compiled against android-32.\n\n         Recommended action: Update this project to use a newer compileSdk\n\n* Try:\n> Run with --stacktrace option to get the stack trace.";
    const a = cause('./gradlew assembleDebug', agp);
    assert.match(a, /^Dependency 'androidx\.activity:activity:1\.9\.0' requires .* Android APIs\. :app is currently compiled against android-32\.$/);
    const pods = '[!] CocoaPods could not find compatible versions for pod "GoogleSignIn":\n  In Podfile:\n    google_sign_in_ios was resolved to 5.7.0, which depends on\n      GoogleSignIn (~> 7.0)\n\nSpecs satisfying the `GoogleSignIn (~> 7.0)` dependency were found, but they required a higher minimum deployment target.';
    assert.match(cause('pod install', pods), /^Specs satisfying the `GoogleSignIn \(~> 7\.0\)` dependency were found, but they required a higher minimum deployment target\.$/);
    const sql = "fail: Microsoft.EntityFrameworkCore.Database.Connection[20004]\n      An error occurred using the connection to database 'Shop'.\nMicrosoft.Data.SqlClient.SqlException (0x80131904): Cannot open database \"Shop\" requested by the login. The login failed.\n   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception)\nError Number:4060,State:1,Class:11";
    assert.match(cause('dotnet ef database update', sql), /^Microsoft\.Data\.SqlClient\.SqlException \(0x80131904\): Cannot open database "Shop"/);
  });

  it("reads a trailing 'exit status N' as the exit, a registry's refusal, and a server-side build's own reason", () => {
    assert.match(ignored('kubectl logs -f deploy/web', '2026-05-01T10:00:00Z INFO listening on :8080\nexit status 143'), /SIGTERM|143/);
    assert.match(cause('docker push registry.example.com/web:1.4', 'The push refers to repository [registry.example.com/web]\n1a2b3c4d: Preparing\ndenied: requested access to the resource is denied\nexit status 1'), /^denied: requested access to the resource is denied$/);
    const dokku = "remote: -----> Building web from herokuish\nremote: -----> Python app detected\nremote:        ERROR: Could not find a version that satisfies the requirement torch==2.9.0\nremote:  !     Push rejected, failed to compile Python app.\nTo dokku.example.com:web\n ! [remote rejected] main -> main (pre-receive hook declined)";
    assert.match(cause('git push dokku main', dokku), /^ERROR: Could not find a version that satisfies the requirement torch==2\.9\.0$/);
  });

  it('reads a processor error, a Java exception with its message, a linter finding with its rule, a logged error, a PHPStan row and a Collision heading', () => {
    assert.match(cause('./gradlew assembleDebug', 'e: [kapt] /srv/app/src/main/java/a/UserDao.kt:14: Cannot find getter for field.\ne: Error occurred in KSP, check log for detail\nFAILURE: Build failed with an exception.'), /^e: \[kapt\] .*UserDao\.kt:14: Cannot find getter for field\.$/);
    assert.match(cause('./gradlew test', 'UserRepoTest > loads() FAILED\n    org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name \'userRepo\': Not a managed type: class a.User\n        Caused by: org.hibernate.MappingException at Binder.java:77\n'), /UnsatisfiedDependencyException: Error creating bean .* Not a managed type: class a\.User$/);
    assert.match(cause('./gradlew detekt', '/srv/app/src/A.kt:10:5: The function run is too long (80). The maximum length is 60. [LongMethod]\n\nFAILURE: Build failed with an exception.'), /The function run is too long \(80\)\. The maximum length is 60\. \[LongMethod\]$/);
    assert.match(cause('./gradlew ktlintCheck', '/srv/app/src/B.kt:3:1 Unused import (standard:no-unused-imports)\n\nFAILURE: Build failed with an exception.'), /^Unused import \(standard:no-unused-imports\)$/);
    assert.match(cause('./gradlew test', '    09:12:01.100 [main] ERROR com.zaxxer.hikari.pool.HikariPool -- HikariPool-1 - Exception during pool initialization.\n1 test completed, 1 failed'), /^\[main\] ERROR com\.zaxxer\.hikari\.pool\.HikariPool -- HikariPool-1 - Exception during pool initialization\.$/);
    const stan = ' ------ ----------------------\n  Line   app/Models/Order.php\n ------ ----------------------\n  51     Method App\\Models\\Order::total() should return int but returns\n         float.\n ------ ----------------------\n [ERROR] Found 1 error';
    assert.equal(cause('vendor/bin/phpstan analyse', stan), 'Method App\\Models\\Order::total() should return int but returns float.');
    assert.match(cause('php artisan queue:work', '\n   PDOException \n\n  could not find driver\n\n  at vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php:66'), /^PDOException — could not find driver$/);
  });

  it("reads a dependency resolver's explanation, a C++ test framework's failure location and a validation library's field message", () => {
    const pub = 'Resolving dependencies...\nBecause every version of flutter_test from sdk depends on collection 1.18.0\n  and app depends on collection ^1.19.0, flutter_test from sdk is forbidden.\nSo, because app depends on flutter_test from sdk, version solving failed.';
    assert.equal(cause('flutter pub get', pub), 'Because every version of flutter_test from sdk depends on collection 1.18.0 and app depends on collection ^1.19.0, flutter_test from sdk is forbidden. — So, because app depends on flutter_test from sdk, version solving failed.');
    const poetry = 'Updating dependencies\nResolving dependencies...\n\nBecause httpx (0.28.1) depends on anyio (>=4.5)\n and respx (0.20.2) requires httpx (<0.28), respx is incompatible with httpx (0.28.1).\nSo, because api depends on both httpx (0.28.1) and respx (0.20.2), version solving failed.';
    assert.match(cause('poetry lock', poetry), /^Because httpx \(0\.28\.1\) depends on anyio \(>=4\.5\) and respx \(0\.20\.2\) requires httpx \(<0\.28\), respx is incompatible/);
    const gtest = '[ RUN      ] Clamp.NegativeInput\n/srv/geo/tests/clamp_test.cc:31: Failure\nExpected equality of these values:\n  clamp(-5, 0, 10)\n    Which is: -5\n  0\n[  FAILED  ] Clamp.NegativeInput (0 ms)\n\nThe following tests FAILED:\n\t  4 - Clamp.NegativeInput (Failed)';
    assert.match(cause('ctest --output-on-failure', gtest), /^\/srv\/geo\/tests\/clamp_test\.cc:31: Failure — Expected equality of these values: clamp\(-5, 0, 10\) Which is: -5$/);
    const catch2 = '-------------------------------------------------------------------------------\nparse_duration rejects empty\n-------------------------------------------------------------------------------\n/srv/geo/tests/duration.cpp:42: FAILED:\n  REQUIRE( parse_duration("").has_value() == false )\nwith expansion:\n  true == false\n\n===============================================================================\ntest cases: 12 | 11 passed | 1 failed';
    assert.match(cause('./build/tests/unit', catch2), /^\/srv\/geo\/tests\/duration\.cpp:42: FAILED: — REQUIRE\( parse_duration\(""\)\.has_value\(\) == false \)/);
    const pydantic = 'Traceback (most recent call last):\n  File "/srv/etl/run.py", line 12, in <module>\n    Settings()\npydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\nwarehouse_url\n  Field required [type=missing, input_value={}, input_type=dict]\n    For further information visit https://errors.pydantic.dev/2.9/v/missing';
    assert.equal(cause('python run.py', pydantic), 'pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings — warehouse_url: Field required [type=missing, input_value={}, input_type=dict]');
  });

  it('ignores a failure that only lists files: nothing says what failed', () => {
    assert.match(ignored('terraform fmt -check -recursive', 'stacks/dns/main.tf\nstacks/dns/variables.tf\n', 3), /listed files with no message \(exit 3\)/);
    assert.match(ignored('./scripts/check-generated.sh', 'gen/api.pb.go\ngen/api_grpc.pb.go', 1), /listed files/);
    assert.match(cause('terraform validate', 'stacks/dns/main.tf\nError: Unsupported argument\n  on main.tf line 4'), /Unsupported argument/);
  });

  it("reads a finding with no space after its location, a data race's functions, a container's last state, a version a toolchain expects, a schema error, a bare error code, an unresolved import and credentials not set up", () => {
    assert.match(cause('buf lint', 'api/v2/orders.proto:12:3:Enum value name "PENDING" should be prefixed with "ORDER_STATUS_".\napi/v2/orders.proto:40:1:Service name "Orders" should be suffixed with "Service".', 100), /orders\.proto:12:3:Enum value name "PENDING" should be prefixed/);
    const race = 'WARNING: DATA RACE\nRead at 0x00c0000a2018 by goroutine 9:\n  runtime.mapaccess1_faststr()\n      /usr/lib/go/src/runtime/map_faststr.go:13 +0x0\n  example.com/shop/cart.(*Store).Total()\n      /srv/shop/cart/store.go:51 +0x64\nPrevious write at 0x00c0000a2018 by goroutine 8:\n  runtime.mapassign_faststr()\n      /usr/lib/go/src/runtime/map_faststr.go:203 +0x0\n  example.com/shop/cart.(*Store).Add()\n      /srv/shop/cart/store.go:33 +0x9c\n==================\n--- FAIL: TestStoreParallel (0.01s)\n    testing.go:1465: race detected during execution of test';
    assert.equal(cause('go test -race ./cart', race), 'DATA RACE: read in example.com/shop/cart.(*Store).Total(), write in example.com/shop/cart.(*Store).Add() — testing.go:1465: race detected during execution of test');
    const describe = 'error: timed out waiting for the condition\nContainers:\n  worker:\n    State:          Waiting\n      Reason:       CrashLoopBackOff\n    Last State:     Terminated\n      Reason:       OOMKilled\n      Exit Code:    137\n    Limits:\n      memory:  128Mi';
    assert.match(cause('kubectl rollout status deploy/worker || kubectl describe pod -l app=worker', describe), /Reason:\s+OOMKilled/);
    assert.match(cause('npx expo install --check', 'The following packages should be updated for best compatibility with the installed expo version:\n  react-native-reanimated@3.10.1 - expected version: ~3.16.1\nFound outdated dependencies'), /^react-native-reanimated@3\.10\.1 - expected version: ~3\.16\.1$/);
    assert.match(cause('npx prisma validate', 'Prisma schema loaded from prisma/schema.prisma\nError: Prisma schema validation - (validate wasm)\nError code: P1012\nerror: Error validating model "Order": The index definition refers to the unknown fields: customerId.\n  -->  prisma/schema.prisma:40'), /^error: Error validating model "Order": The index definition refers to the unknown fields: customerId\. \[P1012\]$/);
    assert.match(cause('fly deploy', '2026-03-01T10:00:00Z 8f2a9c1d0b3e4f ord [info]Error: P3018\n2026-03-01T10:00:00Z 8f2a9c1d0b3e4f ord [info]A migration failed to apply. New migrations cannot be applied before the error is recovered from.\nError: release command failed - aborting deployment.'), /^Error: P3018 — A migration failed to apply\./);
    assert.match(cause('npx expo start --no-dev', 'Android Bundling failed 912ms index.js (640 modules)\nUnable to resolve "../theme/colors" from "src/screens/Home.tsx"\n  2 | import colors from \'../theme/colors\';\nError: Unable to resolve module ../theme/colors from /srv/app/src/screens/Home.tsx'), /^Unable to resolve "\.\.\/theme\/colors" from "src\/screens\/Home\.tsx"$/);
    assert.match(cause('eas submit --platform android --non-interactive', 'Failed to submit.\nGoogle Service Account Keys are not configured for this project.\n    Error: submit command failed.'), /^Google Service Account Keys are not configured for this project\.$/);
  });

  it("reads surefire's failure with the assertion below it, javac's missing symbol, checkstyle's violation, a changed checksum, a config key, a benchmark gate, missing cache data and a 'Last error:' block", () => {
    const surefire = '[INFO] Results:\n[ERROR] Failures: \n[ERROR]   OrderServiceTest.total_roundsHalfUp:31 \nexpected: 10.05\n but was: 10.04\n[ERROR] Tests run: 9, Failures: 1, Errors: 0, Skipped: 0\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project shop: There are test failures.';
    assert.match(cause('./mvnw test', surefire), /OrderServiceTest\.total_roundsHalfUp:31 — expected: 10\.05 but was: 10\.04$/);
    const javac = '[ERROR] COMPILATION ERROR : \n[ERROR] /srv/shop/src/main/java/shop/OrderMapper.java:[20,17] cannot find symbol\n  symbol:   variable ORDER_PREFIX\n  location: class shop.OrderMapper\n[INFO] 1 error';
    assert.match(cause('./mvnw compile', javac), /cannot find symbol — symbol: {3}variable ORDER_PREFIX location: class shop\.OrderMapper$/);
    const checkstyle = '[WARN] /srv/shop/src/main/java/shop/A.java:3:1: Unused import - java.util.List. [UnusedImports]\n[ERROR] /srv/shop/src/main/java/shop/B.java:77: Method length is 160 lines (max allowed is 150). [MethodLength]\n[INFO] You have 1 Checkstyle violation.';
    assert.match(cause('./mvnw verify', checkstyle), /B\.java:77: Method length is 160 lines \(max allowed is 150\)\. \[MethodLength\]$/);
    assert.match(cause('./mvnw spring-boot:run', 'Caused by: liquibase.exception.ValidationFailedException: Validation Failed:\n     1 changesets check sum\n          db/changelog/0007-orders.yaml::0007-2::dev was: 9:11aa but is now: 9:22bb'), /0007-orders\.yaml::0007-2::dev was: 9:11aa but is now: 9:22bb$/);
    assert.match(cause('python train.py optimizer.betas=0.9', "Could not override 'optimizer.betas'.\nTo append to your config use +optimizer.betas=0.9\nKey 'betas' is not in struct\n    full_key: optimizer.betas"), /^Key 'betas' is not in struct$/);
    assert.match(cause('./ci/perf-gate.sh', 'parse/large_json  time: [12.1 ms 12.3 ms 12.6 ms]\nperf gate: parse/large_json regressed by +8.10% (threshold 3.00%)'), /^perf gate: parse\/large_json regressed by \+8\.10% \(threshold 3\.00%\)$/);
    assert.match(cause('dvc pull', 'Collecting\nFetching\nERROR: failed to pull data from the cloud - Checkout failed for following targets:\ndata/raw\nIs your cache up to date? Some of the blobs were not found in the remote storage.'), /blobs were not found in the remote storage/);
    assert.match(cause('torchrun --nproc_per_node 2 train.py', 'torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1970, unhandled system error\nncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error.\nLast error:\nsocketStartConnect: Connect to 10.0.0.2<39121> failed : Software caused connection abort'), /^socketStartConnect: Connect to 10\.0\.0\.2<39121> failed/);
  });

  it("reads PHP's fatal error, a PHPUnit failure (and an error with no assertion: the test and its message), a named check with its message, webpack's unresolved module, a thrown assertion, an Xcode signing error over a pointer to the log and a capitalised compiler code", () => {
    assert.match(cause('wp plugin activate shop-sync', "PHP Fatal error:  Uncaught Error: Class \"WC_Order\" not found in /srv/wp/wp-content/plugins/shop-sync/sync.php:12\nStack trace:\n#0 {main}\nError: There has been a critical error on this website."), /^PHP Fatal error: {2}Uncaught Error: Class "WC_Order" not found/);
    assert.match(cause('composer test', 'There was 1 failure:\n\n1) Test_Cart::test_totals_include_tax\nFailed asserting that 10.0 matches expected 12.0.\n\n/srv/wp/tests/test-cart.php:18\nFAILURES!'), /^Test_Cart::test_totals_include_tax: Failed asserting that 10\.0 matches expected 12\.0\./);
    assert.match(cause('composer test', 'There was 1 error:\n\n1) Test_Rates::test_dedupes\nUndefined array key "zone"\n\n/srv/wp/src/rates.php:40\nERRORS!'), /^1\) Test_Rates::test_dedupes — Undefined array key "zone"$/);
    assert.match(cause('shopify theme check', 'snippets/price.liquid\n[error]: MissingTemplate\n\'snippets/money-format.liquid\' does not exist\n  3  {% render \'money-format\' %}\n1 total offenses found'), /^\[error\]: MissingTemplate — 'snippets\/money-format\.liquid' does not exist$/);
    assert.match(cause('npm run build', "ERROR in ./src/index.js 3:0-30\nModule not found: Error: Can't resolve './theme.css' in '/srv/web/src'\nnpm ERR! code 1\nnpm ERR! command failed"), /^Module not found: Error: Can't resolve '\.\/theme\.css'/);
    assert.match(cause('flutter test', 'The following TestFailure was thrown running a test:\nExpected: exactly one matching candidate\n  Actual: _TextWidgetFinder:<Found 0 widgets with text "Pay": []>\n\nWhen the exception was thrown, this was the stack:'), /— Expected: exactly one matching candidate$/);
    assert.match(cause('bundle exec fastlane beta', '❌  error: Provisioning profile "Shop AdHoc" doesn\'t include signing certificate "Apple Distribution: Acme".\n** ARCHIVE FAILED **\n[!] Error building the application - see the log above'), /Provisioning profile "Shop AdHoc" doesn't include signing certificate/);
    assert.match(cause('az bicep build --file main.bicep', 'main.bicep(3,7) : Warning BCP081: Resource type "Microsoft.Web/sites@2024-01-01" does not have types available.\nmain.bicep(9,5) : Error BCP035: The specified "object" declaration is missing the following required properties: "kind".'), /Error BCP035: The specified "object" declaration is missing the following required properties: "kind"\.$/);
  });

  it("reads a linter finding marked by category and arrow, a diagnostic heading with its message, a service's coded rejection, a location with a warning's name and message, warnings that fail a strict build, the error under Mix's summary and the value a matcher expected", () => {
    const credo = 'Checking 40 source files ...\n\n  Software Design\n┃\n┃ [D] ↘ Found a TODO tag in a comment: # TODO drop legacy rates\n┃       lib/billing/rates.ex:14:3 #(Billing.Rates)\n\n120 mods/funs, found 1 software design suggestion.';
    assert.match(cause('mix credo --strict', credo), /^\[D\] ↘ Found a TODO tag in a comment/);
    const biome = 'src/lib/cart.ts:3:10 lint/style/useConst FIXABLE  ━━━━━━━━━━━━━━━━━━━━\n\n  ✖ This let declares a variable that is only assigned once.\n\nChecked 12 files in 8ms. No fixes applied.\nFound 1 error.\ncheck ━━━━━━━━━━━━━━━━━━━━\n\n  ✖ Some errors were emitted while running checks.';
    assert.equal(cause('npx biome check src', biome), 'lint/style/useConst FIXABLE — ✖ This let declares a variable that is only assigned once.');
    const upload = '[10:02:11]: Uploading to App Store Connect\n[10:02:40]: ERROR ITMS-90062: "This bundle is invalid. The value for key CFBundleShortVersionString [1.4] must contain a higher version than that of the previously approved version [1.4]."\n[10:02:40]: Error uploading ipa file\n[!] Error uploading ipa file: \n Transporter transfer failed.';
    assert.match(cause('bundle exec fastlane release', upload), /ERROR ITMS-90062: "This bundle is invalid\./);
    assert.match(cause('mix dialyzer --format short', 'Checking PLT...\nlib/pay/ledger.ex:31:no_return Function post/2 has no local return.\nTotal errors: 1, Skipped: 0, Unnecessary Skips: 0\ndone (warnings were emitted)', 2), /^lib\/pay\/ledger\.ex:31:no_return Function post\/2 has no local return\.$/);
    const strict = 'Compiling 12 files (.ex)\n    warning: unused alias Repo\n    │\n  3 │   alias Shop.Repo\n    │   ~\n    └─ lib/shop/cart.ex:3:3\n\nCompilation failed due to warnings while using the --warnings-as-errors option';
    assert.match(cause('mix compile --warnings-as-errors', strict), /^warning: unused alias Repo$/);
    assert.match(cause('gcc -Wall -Werror -c parse.c', "parse.c: In function 'read_row':\nparse.c:40:9: warning: unused variable 'n' [-Wunused-variable]\ncc1: all warnings being treated as errors"), /warning: unused variable 'n'/);
    // Without a strict mode a warning is still preamble: the failure's own line is the cause.
    assert.match(cause('mix test', 'warning: unused alias Repo\n** (CompileError) lib/shop/cart.ex:9: undefined function total/1'), /CompileError/);
    const mix = "12:00:01.004 [error] Postgrex.Protocol (#PID<0.250.0>) failed to connect: ** (DBConnection.ConnectionError) tcp connect (db:5432): non-existing domain - :nxdomain\n** (Mix) The database for Shop.Repo couldn't be created: killed";
    assert.equal(cause('mix ecto.create', mix), "** (Mix) The database for Shop.Repo couldn't be created: killed — ** (DBConnection.ConnectionError) tcp connect (db:5432): non-existing domain - :nxdomain");
    const pw = '  1) [webkit] › tests/search.spec.ts:12:5 › finds a product ─────\n\n    Error: Timed out 5000ms waiting for expect(locator).toHaveCount(expected)\n\n    Expected: 3\n    Received: 0\n    Call log:\n      - expect.toHaveCount with timeout 5000ms\n\n  1 failed';
    assert.match(cause('npx playwright test tests/search.spec.ts', pw), /waiting for expect\(locator\)\.toHaveCount\(expected\) — Expected: 3$/);
  });

  it("reads a constraint a database refused, a script engine's error under its loader, a bundler's unresolved import, a SQL compilation error's message, a named check's refusal and a refused login over the step that reports them; keeps a linter's other findings with the first", () => {
    const pg = 'Seeding...\nerror: duplicate key value violates unique constraint "users_email_key"\nDETAIL:  Key (email)=(a@b.test) already exists.\nError: Command failed with exit code 1: node seed.js';
    assert.match(cause('npm run seed', pg), /violates unique constraint "users_email_key"/);
    assert.match(cause('sqlite3 shop.db < load.sql', 'Parse error near line 4: UNIQUE constraint failed: products.sku'), /UNIQUE constraint failed: products\.sku/);
    const godot = 'Godot Engine v4.2.stable\nSCRIPT ERROR: Parse Error: Identifier "velocityy" not declared in the current scope.\n   at: GDScript::reload (res://enemy.gd:14)\nERROR: Failed to load script "res://enemy.gd" with error "Parse error".';
    assert.match(cause('godot --headless --check-only --script enemy.gd', godot), /^SCRIPT ERROR: Parse Error: Identifier "velocityy" not declared/);
    const vite = 'vite v5.4.0 building for production...\n✓ 88 modules transformed.\nx Build failed in 1.20s\nerror during build:\n[vite]: Rollup failed to resolve import "@/ui/Chip" from "src/pages/Cart.vue".';
    assert.match(cause('npm run build', vite), /Rollup failed to resolve import "@\/ui\/Chip"/);
    const sf = '12:00:03  Database Error in model dim_users (models/dim_users.sql)\n  002003 (42S02): SQL compilation error: error line 4 at position 9\n  invalid identifier \'U.SIGNUP_AT\'\n12:00:03  Done. PASS=2 WARN=0 ERROR=1 SKIP=0 TOTAL=3';
    assert.match(cause('dbt run --select dim_users', sf), /SQL compilation error: error line 4 at position 9 — invalid identifier 'U\.SIGNUP_AT'$/);
    const p4 = "Change 9120 submitted? No.\nSubmit validation failed -- fix problems then use 'p4 submit -c 9120'.\n'require-jira' validation failed: Change description must reference a JIRA key (e.g. GAME-42).";
    assert.match(cause('p4 submit -d "fix crash"', p4), /^'require-jira' validation failed: Change description must reference a JIRA key/);
    const lfs = 'Locking support detected on remote "origin".\nbatch response: Authentication required: You must have push access to verify locks\nerror: failed to push some refs to \'https://git.example.test/game/art.git\'';
    assert.match(cause('git push origin art/new-tiles', lfs), /^batch response: Authentication required/);
    const flake = 'app/models.py:3:1: F401 `os` imported but unused\napp/views.py:40:5: E711 Comparison to `None` should be `cond is None`\napp/views.py:51:9: F841 Local variable `resp` is assigned to but never used\napp/views.py:60:1: E302 expected 2 blank lines\nFound 4 errors.';
    const v = run('ruff check app', flake, 1) as { kind: string; cause: string; content: string };
    assert.equal(v.cause, 'F401 `os` imported but unused');
    assert.match(v.content, /F401 `os` imported but unused · also: app\/views\.py:40:5: E711 .* · app\/views\.py:51:9: F841 /);
    assert.doesNotMatch(v.content, /E302/);
  });

  it("reads a device tree error over CMake's execute_process wrapper, CTest's list of failed tests, RSpec's exception message under its class, a linter's other severities kept after the first, and keeps an eslint finding as printed", () => {
    const dts = 'devicetree error: boards/custom.overlay:7 (column 1): parse error: expected \'}\'\nCMake Error at /opt/zephyr/cmake/modules/dts.cmake:281 (execute_process):\n  execute_process failed command indexes:\n-- Configuring incomplete, errors occurred!';
    assert.match(cause('west build -b custom_board app', dts), /^devicetree error: boards\/custom\.overlay:7 \(column 1\): parse error/);
    const ctest = '1/3 Test #1: parser_basic .....................   Passed    0.01 sec\n2/3 Test #2: parser_utf8 ......................***Failed    0.02 sec\n\n67% tests passed, 1 tests failed out of 3\n\nThe following tests FAILED:\n\t  2 - parser_utf8 (Failed)\nErrors while running CTest';
    assert.equal(cause('ctest --output-on-failure', ctest, 8), '2 - parser_utf8 (Failed)');
    const rspec = 'Failures:\n\n  1) Checkout charges the card\n     Failure/Error: charge!\n\n     Payments::CardDeclined:\n\n       == gateway said ==\n\n       The card was declined: insufficient funds\n     # ./spec/checkout_spec.rb:12';
    assert.match(cause('bundle exec rspec', rspec), /Failure\/Error: charge! — Payments::CardDeclined: The card was declined: insufficient funds$/);
    const cop = 'app/a.rb:3:1: C: Style/FrozenStringLiteralComment: Missing frozen string literal comment.\napp/a.rb:9:5: W: Lint/UnusedMethodArgument: Unused method argument - opts.\n1 file inspected, 2 offenses detected';
    const v = run('bundle exec rubocop app', cop, 1) as { content: string };
    assert.match(v.content, /Lint\/UnusedMethodArgument.* · also: app\/a\.rb:3:1: C: Style\/FrozenStringLiteralComment/);
    const es = '/srv/app/src/a.ts\n  12:7  error  Unexpected console statement  no-console\n\n✖ 1 problem (1 error, 0 warnings)';
    const lint = run('npx eslint src', es) as { cause: string; content: string };
    assert.match(lint.content, /12:7 {2}error {2}Unexpected console statement {2}no-console$/);
    assert.equal(lint.cause, 'error  Unexpected console statement  no-console'); // the row's position is where, not what
  });

  it("reads a server hook's own words, a coded report row, a Python exception whose message runs on, a wrapper that only says a process exited or failed to launch; ignores make's bare target failure", () => {
    const gl = "remote: GitLab: Branch name does not match the pattern '^(feat|fix)/'\nTo gitlab.example.test:shop/api.git\n ! [remote rejected] wip -> wip (pre-receive hook declined)\nerror: failed to push some refs to 'gitlab.example.test:shop/api.git'";
    assert.match(cause('git push origin wip', gl), /^remote: GitLab: Branch name does not match the pattern/);
    const table = 'Validation Summary:\n\nerrors          1\nwarnings        0\n\nERRORS:\n\nCODE                     MESSAGE                         FILE\nJSON_INVALID_KEY         "browser_action" is deprecated  manifest.json';
    assert.match(cause('npx web-ext lint', table), /^JSON_INVALID_KEY\s+"browser_action" is deprecated/);
    const py = 'Traceback (most recent call last):\n  File "/srv/app/fetch.py", line 9, in <module>\n    client.get()\nRuntimeError: upstream refused the request\nquota for project shop-dev is exhausted until 00:00 UTC';
    assert.match(cause('python fetch.py', py), /^RuntimeError: upstream refused the request — quota for project shop-dev is exhausted/);
    const nsis = '  • building        target=nsis file=dist/Setup.exe\n  ⨯ makensis.exe exited with code ERR_ELECTRON_BUILDER_CANNOT_EXECUTE\nOutput:\n!include: could not find: "build\\custom.nsh"\nError in script "<stdin>" on line 40 -- aborting creation process';
    assert.match(cause('npx electron-builder --win', nsis), /^!include: could not find: "build\\custom\.nsh"$/);
    assert.match(ignored('make lint', 'make: *** [Makefile:12: lint] Error 1', 2), /make reported only that a target failed/);
    assert.match(ignored('make -C web test', 'make[1]: *** [Makefile:8: test] Error 2\nmake: *** [Makefile:20: web] Error 2', 2), /only that a target failed/);
  });

  it("reads a database's own error under a migration tool, a cloud API's refusal, Foundry's failing test, solc's coded error, a custom matcher's quoted finding; a logger's 'Error in .' is a wrapper and a JSON field alone is no reason", () => {
    const flyway = '> Task :flywayMigrate FAILED\nFAILURE: Build failed with an exception.\n* What went wrong:\nExecution failed for task \':flywayMigrate\'.\n  Migration V3__add_index.sql failed\n  Error Code : 1408\n  Message    : ORA-01408: such column list already indexed\nBUILD FAILED in 4s';
    assert.match(cause('./gradlew flywayMigrate', flyway), /ORA-01408: such column list already indexed$/);
    const pg = 'Error: P3006\nMigration `20260101_add_flag` failed to apply cleanly to the shadow database.\nError:\nERROR: column "flag" of relation "users" already exists\n   0: schema_core::state::DevDiagnostic';
    assert.match(cause('npx prisma migrate dev', pg), /^ERROR: column "flag" of relation "users" already exists$/);
    const gcp = '│ Error: Error creating bucket: googleapi: Error 409: The requested bucket name is not available.\n│ Details:\n│ [\n│   {\n│     "reason": "CONFLICT_BUCKET_NAME"\n│   }\n│ ]';
    assert.match(cause('terraform apply', gcp), /googleapi: Error 409: The requested bucket name is not available/);
    const forge = 'Ran 3 tests for test/Pool.t.sol:PoolTest\n[PASS] testDeposit() (gas: 51000)\n[FAIL: panic: arithmetic underflow or overflow (0x11)] testWithdrawAll() (gas: 40211)\nSuite result: FAILED. 2 passed; 1 failed; 0 skipped';
    assert.match(cause('forge test', forge), /^\[FAIL: panic: arithmetic underflow or overflow \(0x11\)\] testWithdrawAll\(\)/);
    const slither = 'crytic_compile.platform.exceptions.InvalidCompilation: Error: Compiler run failed:\nError (7576): Undeclared identifier. Did you mean "owner"?\n --> src/Pool.sol:40:9:\nERROR:root:Error in .\nERROR:root:Traceback (most recent call last):';
    assert.match(cause('slither .', slither), /^Error \(7576\): Undeclared identifier\./);
    const axe = ' FAIL  src/Form.test.tsx > Form > is accessible\nError: expect(received).toHaveNoViolations(expected)\n\nExpected the HTML found at $(\'button\') to have no violations:\n\n<button></button>\n\nReceived:\n\n"Buttons must have discernible text (button-name)"\n';
    assert.match(cause('npx vitest run', axe), /toHaveNoViolations\(expected\) — "Buttons must have discernible text \(button-name\)"/);
  });

  it("reads an assertion's 'Reason:' field, the first rule a push protection lists, a Gradle '> X not found' under a wrapper, ClickHouse's exception; a SQL keyword is no error code", () => {
    const compose = 'com.shop.CartScreenTest > showsTotal FAILED\n\tjava.lang.AssertionError: Failed: assertIsDisplayed.\n\tReason: Expected exactly \'1\' node but found 0 nodes that satisfy: (Text + EditableText contains \'Total\')\n\tat androidx.compose.ui.test.SemanticsNodeInteraction.fetchOneOrThrow(SemanticsNodeInteraction.kt:165)';
    assert.match(cause('./gradlew connectedCheck', compose), /Failed: assertIsDisplayed\. — Reason: Expected exactly '1' node but found 0 nodes/);
    const gh = "remote: error: GH013: Repository rule violations found for refs/heads/main.\nremote:\nremote: - GITHUB PUSH PROTECTION\nremote:   Resolve the following violations before pushing again\nremote:\nremote:     - Push cannot contain secrets\nremote:\n ! [remote rejected] main -> main (push declined due to repository rule violations)";
    assert.match(cause('git push', gh), /GH013: Repository rule violations found for refs\/heads\/main\. — Push cannot contain secrets$/);
    const sdk = 'FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the dependencies of task \':app:compileDebugKotlin\'.\n> NDK location not found. Define a valid NDK location in local.properties\n\nBUILD FAILED in 2s';
    assert.match(cause('bitrise run ci', sdk), /^NDK location not found\./);
    assert.match(cause('clickhouse-client --multiquery', "Code: 47. DB::Exception: Received from ch-0:9000. DB::Exception: Missing columns: 'tenant' while processing query. (UNKNOWN_IDENTIFIER)\n(query: SELECT tenant FROM logs WHERE EXISTS (SELECT 1))"), /DB::Exception: Missing columns: 'tenant'/);
  });
});
