import assert from 'node:assert/strict';
import { analyzeFailure, findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 182–187 showed, on outputs written for this file: a numbered error record over the warning
// records beside it, a config validation's "•" field lines, a build service's "failed with unknown error" wrapper, Spring
// Boot's binding failure (its reason, never its value), advice printed last under the failure it advises on, Surefire's
// short exception kept as printed, and the ref a protected branch refused. Blind streams 188–193 added: Surefire's short
// name with no message joined to the trace's deepest cause (never a URL's password), Maven Enforcer's convergence error,
// a commit-msg hook's rule over its example lines, and SWC's message under Next.js's "Failed to compile.". Blind streams
// 194–199 added: GoogleTest's failed test named with its assertion, ThreadSanitizer's report heading kept with its summary,
// and a CDI deployment error (Quarkus ArC) over the build's and Maven's wrappers. Blind streams 200–205 added: a namespaced
// Ruby exception in a deploy's container log, the daemon's refusal as Kamal relays it, Rails' IrreversibleMigration message,
// pytest's summary cut with "...", a located finding cut before its rule tag, NUnit's message in its results XML, Gradle's
// "> Not authorized." reason and the dependency Gradle could not resolve (never a URL's password).
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 182 to 187', () => {
  it("an 'Error #N:' record over the 'Warning #N:' records; a warning line loses a tie to an error line", () => {
    const schema = 'Warning #0: InvoiceViewSet: could not resolve serializer field "total_due". Defaulting to "string".\nWarning #1: LedgerViewSet: could not derive type of path parameter "book_id" because model "books.Ledger" contained no such field.\nError #0: PaymentRunViewSet: exception raised while getting serializer. Hint: Is get_serializer_class() returning None? (Exception: \'NoneType\' object has no attribute \'tenant\')\n\nSchema generation summary:\nWarnings: 2 (2 unique)\nErrors:   1 (1 unique)';
    assert.match(cause('python manage.py spectacular --file api.yml --validate --fail-on-warn', schema), /^Error #0: PaymentRunViewSet: exception raised while getting serializer\./);
    const sync = "WARNING: could not load optional plugin 'fastjson'\nExport aborted: target bucket 'nightly-exports' does not exist";
    assert.equal(cause('./export.sh', sync), "Export aborted: target bucket 'nightly-exports' does not exist");
  });

  it("Expo's field line under 'Problem validating fields', joined to the heading", () => {
    const out = 'Resolved "production" environment for the build.\nError: Problem validating fields in app.json. Learn more: https://docs.expo.dev/workflow/configuration/\n • Field: ios.bundleIdentifier - should match pattern "^[a-zA-Z0-9.-]+$".\n    Error: build command failed.';
    const c = cause('npx eas build -p ios --profile production', out);
    assert.match(c, /^Error: Problem validating fields in app\.json\. — Field: ios\.bundleIdentifier - should match pattern "/);
    assert.doesNotMatch(c, /Learn more/);
  });

  it("a build service's 'failed with unknown error. See logs' loses to the phase's own line", () => {
    const gradle = "[RUN_GRADLEW] FAILURE: Build failed with an exception.\n[RUN_GRADLEW] * What went wrong:\n[RUN_GRADLEW] Could not determine the dependencies of task ':app:bundleReleaseResources'.\n[RUN_GRADLEW] > Failed to find Build Tools revision 34.0.0\n[RUN_GRADLEW] * Try:\n[RUN_GRADLEW] > Run with --stacktrace option to get the stack trace.\nBuild failed\nError: Gradle build failed with unknown error. See logs for the \"Run gradlew\" phase for more information.";
    assert.match(cause('eas build -p android --local', gradle), /Failed to find Build Tools revision 34\.0\.0$/);
    const xcode = '[RUN_FASTLANE] ld: library not found for -lPods-Orchard\nError: Xcode build failed with unknown error. See logs for the "Run fastlane" phase for more information.';
    assert.equal(cause('eas build -p ios --local', xcode), 'ld: library not found for -lPods-Orchard');
  });

  it("Spring Boot's binding failure keeps the property and the reason, not the value", () => {
    const out = "***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nBinding to target com.acme.mail.SmtpProperties failed:\n\n    Property: mail.smtp.password\n    Value: \"hunter2-not-real\"\n    Origin: System Environment Property \"MAIL_SMTP_PASSWORD\"\n    Reason: size must be between 12 and 64\n\n\nAction:\n\nUpdate your application's configuration";
    const c = cause('./gradlew bootRun', out);
    assert.equal(c, 'Binding to target com.acme.mail.SmtpProperties failed: Property: mail.smtp.password — Reason: size must be between 12 and 64');
    assert.doesNotMatch(c, /hunter2/);
    const bind = "Description:\n\nFailed to bind properties under 'acme.retry.backoff' to java.time.Duration:\n\n    Property: acme.retry.backoff\n    Value: \"five seconds\"\n    Origin: class path resource [application.yml] - 8:14\n    Reason: failed to convert java.lang.String to java.time.Duration\n\nAction:\n\nUpdate your application's configuration";
    assert.match(cause('mvn spring-boot:run', bind), /Reason: failed to convert java\.lang\.String to java\.time\.Duration$/);
  });

  it('advice printed last loses to the failure stated above it; with no stated failure the last line stays', () => {
    const ef = "Build started...\nBuild succeeded.\nYour target project 'Orchard.Web' doesn't match your migrations assembly 'Orchard.Data'. Either change your target project or change your migrations assembly.\nChange your migrations assembly by using DbContextOptionsBuilder. E.g. options.UseNpgsql(connection, b => b.MigrationsAssembly(\"Orchard.Web\")).\nChange your target project to the migrations project by using the Package Manager Console's Default project drop-down list.";
    assert.match(cause('dotnet ef migrations add AddInvoiceNumber', ef), /^Your target project 'Orchard\.Web' doesn't match your migrations assembly 'Orchard\.Data'\./);
    const plain = 'Index built.\nRun `make docs` to regenerate the index.';
    assert.equal(cause('make index', plain), 'Run `make docs` to regenerate the index.');
  });

  it("Surefire's summary stays as printed, the qualified exception after it", () => {
    const out = '[ERROR] com.acme.billing.InvoiceListenerIT.shouldStoreInvoice -- Time elapsed: 5.31 s <<< ERROR!\norg.awaitility.core.ConditionTimeoutException: Condition with com.acme.billing.InvoiceListenerIT was not fulfilled within 5 seconds.\n\tat org.awaitility.core.ConditionAwaiter.await(ConditionAwaiter.java:167)\n[INFO] \n[INFO] Results:\n[INFO] \n[ERROR] Errors: \n[ERROR]   InvoiceListenerIT.shouldStoreInvoice:52 » ConditionTimeout Condition with com.acme.billing.InvoiceListenerIT was not fulfilled within 5 seconds.\n[INFO] \n[ERROR] Tests run: 9, Failures: 0, Errors: 1, Skipped: 0';
    const c = cause('./mvnw -B verify', out);
    assert.ok(c.startsWith('[ERROR]   InvoiceListenerIT.shouldStoreInvoice:52 » ConditionTimeout Condition with'), c);
    assert.match(c, / — org\.awaitility\.core\.ConditionTimeoutException: Condition with com\.acme\.billing\.InvoiceListenerIT was not fulfilled within 5 seconds\.$/);
  });

  it("the ref a protected branch refused, after the server's reason; not a reason the cause says already, nor a bare hook refusal", () => {
    const gh = "remote: error: GH006: Protected branch update failed for refs/heads/release.\nremote: error: At least 2 approving reviews are required by reviewers with write access.\nTo github.com:acme/ledger.git\n ! [remote rejected] release -> release (protected branch hook declined)\nerror: failed to push some refs to 'github.com:acme/ledger.git'";
    assert.equal(cause('git push origin release', gh), 'remote: error: GH006: Protected branch update failed for refs/heads/release. — At least 2 approving reviews are required by reviewers with write access. — ! [remote rejected] release -> release (protected branch hook declined)');
    const lab = "remote: GitLab: You are not allowed to force push code to a protected branch on this project.\nTo gitlab.example.org:acme/ledger.git\n ! [remote rejected] main -> main (pre-receive hook declined)\nerror: failed to push some refs";
    assert.equal(cause('git push -f origin main', lab), 'remote: GitLab: You are not allowed to force push code to a protected branch on this project.');
    const rules = "remote: error: GH013: Repository rule violations found for refs/heads/trunk.\nTo github.com:acme/ledger.git\n ! [remote rejected] trunk -> trunk (push declined due to repository rule violations)";
    assert.equal(cause('git push origin trunk', rules), 'remote: error: GH013: Repository rule violations found for refs/heads/trunk.');
  });
  it("a Go test's failing t.Error line over its t.Log line, also when the log line opens the output", () => {
    const out = '    worker_test.go:40: queued 12 jobs on billing.retry\n    worker_test.go:57: expected 12 acks, got 9\n--- FAIL: TestWorker_Acks (2.10s)\nFAIL\nFAIL\tgithub.com/acme/billing/internal/worker\t3.402s\nFAIL';
    assert.equal(cause('go test ./...', out), 'worker_test.go:57: expected 12 acks, got 9');
    const v = analyzeFailure({ tool: 'Bash', subject: 'go test ./internal/worker', exitCode: 1, text: out, failed: true });
    assert.ok(v?.kind === 'capture' && v.content.includes('worker_test.go:57: expected 12 acks, got 9') && !v.content.includes('worker_test.go:40'), JSON.stringify(v));
  });
  it("Surefire's short name with no message takes the deepest cause in its test's trace; Enforcer's convergence error names the artifact", () => {
    const out = "[INFO] Running com.acme.ledger.repo.PayoutRepoTest\n09:14:02.118 INFO  c.a.l.DbConfig : datasource url=jdbc:postgresql://ledger_app:s3cr3t-Pw@10.0.4.9:5432/ledger_it\n[ERROR] com.acme.ledger.repo.PayoutRepoTest.markSettled -- Time elapsed: 0.212 s <<< ERROR!\norg.springframework.jdbc.BadSqlGrammarException: \n### Error updating database.  Cause: org.postgresql.util.PSQLException: ERROR: column \"settled_at\" does not exist\n### Cause: org.postgresql.util.PSQLException: ERROR: column \"settled_at\" does not exist\n\tat com.acme.ledger.repo.PayoutRepoTest.markSettled(PayoutRepoTest.java:88)\nCaused by: org.postgresql.util.PSQLException: ERROR: column \"settled_at\" of relation \"payout\" does not exist\n\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2713)\n[INFO] Results:\n[ERROR] Errors: \n[ERROR]   PayoutRepoTest.markSettled:88 » BadSqlGrammar \n[ERROR] Tests run: 4, Failures: 0, Errors: 1, Skipped: 0";
    const c = cause('./mvnw -pl ledger-core test', out);
    assert.equal(c, '[ERROR]   PayoutRepoTest.markSettled:88 » BadSqlGrammar — org.postgresql.util.PSQLException: ERROR: column "settled_at" of relation "payout" does not exist');
    assert.doesNotMatch(c, /s3cr3t/);
    const mybatis = "[ERROR] com.acme.ledger.repo.FeeRepoTest.insertFee -- Time elapsed: 0.05 s <<< ERROR!\norg.springframework.dao.DataIntegrityViolationException: \n### Cause: java.sql.SQLIntegrityConstraintViolationException: Column 'currency' cannot be null\n[ERROR]   FeeRepoTest.insertFee:31 » DataIntegrityViolation";
    assert.match(cause('mvn test', mybatis), / » DataIntegrityViolation — java\.sql\.SQLIntegrityConstraintViolationException: Column 'currency' cannot be null$/);
    const refused = "[ERROR] com.acme.ledger.repo.FeeRepoTest.loadFees -- Time elapsed: 1.2 s <<< ERROR!\norg.springframework.jdbc.CannotGetJdbcConnectionException: \nCaused by: java.sql.SQLException: Cannot connect to jdbc:mysql://fees_rw:Fe3s-pass@10.0.7.2:3306/fees\n[ERROR]   FeeRepoTest.loadFees:19 » CannotGetJdbcConnection";
    assert.match(cause('mvn test', refused), / — java\.sql\.SQLException: Cannot connect to jdbc:mysql:\/\/fees_rw:\*\*\*@10\.0\.7\.2:3306\/fees$/);
    const enforcer = "[WARNING] Rule 2: org.apache.maven.enforcer.rules.dependency.DependencyConvergence failed with message:\nFailed while enforcing releasability.\n\nDependency convergence error for io.netty:netty-handler:jar:4.1.100.Final:runtime paths to dependency are:\n+-com.acme:gateway:jar:3.2.0\n  +-io.netty:netty-handler:jar:4.1.100.Final:runtime\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-enforcer-plugin:3.4.1:enforce (ban) on project gateway:\n[ERROR] Rule 2: org.apache.maven.enforcer.rules.dependency.DependencyConvergence failed with message:\n[ERROR] Failed while enforcing releasability.\n[ERROR] Dependency convergence error for io.netty:netty-handler:jar:4.1.100.Final:runtime paths to dependency are:\n[ERROR] -> [Help 1]";
    assert.equal(cause('mvn -pl gateway package', enforcer), 'Dependency convergence error for io.netty:netty-handler:jar:4.1.100.Final:runtime');
  });

  it("a commit-msg hook's rule over its example lines; SWC's message under Next.js's 'Failed to compile.', at its place", () => {
    const hook = "[hooks] commit-msg\ncommit-msg: subject must start with a ticket id (^[A-Z]+-\\d+ )\n  got: \"tidy imports\"\n  example: LEDG-88 tidy imports in payout module";
    assert.equal(cause('git commit -m "tidy imports"', hook), 'commit-msg: subject must start with a ticket id (^[A-Z]+-\\d+ )');
    const lint = 'Commit message does not follow Conventional Commits\n  e.g. fix(cart): round totals once\n  e.g. feat(search): add price filter';
    assert.equal(cause('git commit -m wip', lint), 'Commit message does not follow Conventional Commits');
    const next = "   Creating an optimized production build ...\nFailed to compile.\n\n./src/app/(shop)/cart/actions.ts\nError:   x Only async functions are allowed to be exported in a \"use server\" file.\n    ,-[/home/dev/storefront/src/app/(shop)/cart/actions.ts:4:1]\n  4 | export const TAX_RATE = 0.2;\n    `----\n\n> Build failed because of webpack errors";
    assert.equal(cause('npm run build', next), 'Only async functions are allowed to be exported in a "use server" file. (at ./src/app/(shop)/cart/actions.ts:4:1)');
  });

  it("GoogleTest's failed test named with its assertion; TSan's report heading with its summary; a CDI deployment error over the build's wrappers", () => {
    const gtest = "Note: Google Test filter = Ledger*\n[==========] Running 3 tests from 1 test suite.\n[ RUN      ] LedgerTest.OpensEmpty\n[       OK ] LedgerTest.OpensEmpty (0 ms)\n[ RUN      ] LedgerTest.RejectsNegativeBalance\n/srv/kassa/tests/ledger_test.cc:57: Failure\nValue of: book.post(-20).ok()\n  Actual: true\nExpected: false\n[  FAILED  ] LedgerTest.RejectsNegativeBalance (2 ms)\n[ RUN      ] LedgerTest.Rounds\n[       OK ] LedgerTest.Rounds (0 ms)\n[==========] 3 tests from 1 test suite ran. (4 ms total)\n[  PASSED  ] 2 tests.\n[  FAILED  ] 1 test, listed below:\n[  FAILED  ] LedgerTest.RejectsNegativeBalance\n\n 1 FAILED TEST";
    assert.equal(cause('./out/kassa_tests --gtest_filter=Ledger*', gtest), '/srv/kassa/tests/ledger_test.cc:57: Failure — Value of: book.post(-20).ok() Actual: true Expected: false — [  FAILED  ] LedgerTest.RejectsNegativeBalance');
    // No assertion of its own (a thrown exception): the failed test still names it.
    const thrown = '[ RUN      ] CodecTest.DecodesFrame\nunknown file: Failure\nC++ exception with description "frame too short" thrown in the test body.\n[  FAILED  ] CodecTest.DecodesFrame (1 ms)\n[  PASSED  ] 4 tests.\n[  FAILED  ] 1 test, listed below:\n[  FAILED  ] CodecTest.DecodesFrame\n\n 1 FAILED TEST';
    assert.match(cause('./out/codec_tests', thrown), /frame too short.* — \[ {2}FAILED {2}\] CodecTest\.DecodesFrame$/);
    const tsan = "[ RUN      ] PoolTest.ReusesWorkers\n==================\nWARNING: ThreadSanitizer: data race (pid=9071)\n  Write of size 4 at 0x7b0c00001234 by thread T3:\n    #0 kassa::Pool::release(int) pool.cc:66 (kassa_tests+0x4a21c)\n\n  Previous read of size 4 at 0x7b0c00001234 by main thread:\n    #0 kassa::Pool::size() const pool.cc:19 (kassa_tests+0x4a0f8)\n\nSUMMARY: ThreadSanitizer: data race pool.cc:66 in kassa::Pool::release(int)\n==================\n[       OK ] PoolTest.ReusesWorkers (88 ms)\nThreadSanitizer: reported 1 warnings\n\nThe following tests FAILED:\n\t  9 - PoolTest.ReusesWorkers (Failed)\nErrors while running CTest";
    assert.equal(cause('ctest --preset tsan -R Pool', tsan), 'SUMMARY: ThreadSanitizer: data race pool.cc:66 in kassa::Pool::release(int) — WARNING: ThreadSanitizer: data race (pid=9071)');
    const arc = "[INFO] Running com.acme.orders.OrderResourceTest\n[ERROR] com.acme.orders.OrderResourceTest -- Time elapsed: 1.8 s <<< ERROR!\njava.lang.RuntimeException: io.quarkus.builder.BuildException: Build failure: Build failed due to errors\n\t[error]: Build step io.quarkus.arc.deployment.ArcProcessor#validate threw an exception: jakarta.enterprise.inject.spi.DeploymentException: jakarta.enterprise.inject.UnsatisfiedResolutionException: Unsatisfied dependency for type com.acme.orders.PriceClient and qualifiers [@RestClient]\n\t- injection target: com.acme.orders.OrderService#prices\n\tat io.quarkus.arc.processor.Beans.resolveInjectionPoint(Beans.java:560)\n[ERROR]   OrderResourceTest » Runtime io.quarkus.builder.BuildException: Build failure: Build failed due to errors\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project orders: There are test failures.";
    assert.equal(cause('mvn test -Dtest=OrderResourceTest', arc), 'jakarta.enterprise.inject.UnsatisfiedResolutionException: Unsatisfied dependency for type com.acme.orders.PriceClient and qualifiers [@RestClient] — injection target: com.acme.orders.OrderService#prices');
    const counted = 'Caused by: jakarta.enterprise.inject.spi.DeploymentException: Found 2 deployment problems: \n[1] Ambiguous dependencies for type com.acme.Clock and qualifiers [@Default]\n[2] Unsatisfied dependency for type com.acme.Mailer and qualifiers [@Default]\nCaused by: java.lang.RuntimeException: io.quarkus.builder.BuildException: Build failure: Build failed due to errors';
    assert.equal(cause('./gradlew quarkusBuild', counted), 'jakarta.enterprise.inject.spi.DeploymentException: Found 2 deployment problems: — Ambiguous dependencies for type com.acme.Clock and qualifiers [@Default]');
  });

  it('a deploy log\'s Ruby exception, a relayed daemon refusal, an irreversible migration, cut summaries and lines, NUnit\'s XML message, Gradle\'s reasons', () => {
    const kamal = "INFO [3c1d] Running docker run --detach --name ledgr-web-qa-9f2e ghcr.io/acme/ledgr:9f2e on 198.51.100.7\n ERROR 2027-02-11T09:30:12.118402Z bin/rails aborted!\n ERROR 2027-02-11T09:30:12.118477Z URI::InvalidURIError: bad URI(is not URI?): \"mysql2://ledgr:Pa55%word!x@10.1.2.3:3306/ledgr_qa\" (URI::InvalidURIError)\n ERROR 2027-02-11T09:30:12.118522Z Tasks: TOP => db:prepare\n  ERROR (SSHKit::Command::Failed): Exception while executing on host 198.51.100.7: docker exit status: 1\ndocker stdout: Nothing written\ndocker stderr: Error: target failed to become healthy within configured timeout (45s)";
    assert.equal(cause('kamal deploy -d qa', kamal), 'URI::InvalidURIError: bad URI(is not URI?): "mysql2://ledgr:***@10.1.2.3:3306/ledgr_qa" (URI::InvalidURIError)');
    const login = 'INFO [77ab] Running docker login registry.acme.io -u [REDACTED] -p [REDACTED] on 198.51.100.7\nReleasing the deploy lock...\n  ERROR (SSHKit::Command::Failed): Exception while executing on host 198.51.100.7: docker exit status: 1\ndocker stdout: Nothing written\ndocker stderr: Error response from daemon: Get "https://registry.acme.io/v2/": unauthorized: incorrect username or password';
    assert.match(cause('kamal setup', login), /Error response from daemon: Get "https:\/\/registry\.acme\.io\/v2\/": unauthorized: incorrect username or password$/);
    const redo = '== 20270211090000 AddTierToPlans: reverting =====\nbin/rails aborted!\nStandardError: An error has occurred, this and all later migrations canceled:\n\nActiveRecord::IrreversibleMigration\n\nThis migration uses remove_index, which is not automatically reversible.\nTo make the migration reversible you can either:\n1. Define #up and #down methods in place of the #change method.';
    assert.equal(cause('bin/rails db:rollback', redo), 'This migration uses remove_index, which is not automatically reversible.');
    const field = "____ test_orders_sorted ____\nE   django.core.exceptions.FieldError: Cannot resolve keyword 'fecha_alta' into field. Choices are: id, placed_at, total\n==== short test summary info ====\nFAILED tests/test_orders.py::test_orders_sorted - django.core.exceptions.FieldError: Cannot resolve keyword 'fecha_alta' into fi...\n==== 1 failed in 0.81s ====";
    assert.match(cause('pytest tests/test_orders.py', field), / - django\.core\.exceptions\.FieldError: Cannot resolve keyword 'fecha_alta' into field\. Choices are: id, placed_at, total$/);
    const inputs = Array.from({ length: 30 }, (_, i) => `"option${i}Name"`).join(', ');
    const lint = `.github/workflows/build.yml:14:9: input "node-versoin" is not defined in action "actions/setup-node@v4". available inputs are ${inputs} [action]\n   |\n14 |           node-versoin: 20\n.github/workflows/build.yml:21:14: shellcheck reported issue in this script: SC2086:info:1:6: Double quote to prevent globbing and word splitting [shellcheck]`;
    assert.match(cause('actionlint', lint), /^\.github\/workflows\/build\.yml:14:9: input "node-versoin" is not defined in action "actions\/setup-node@v4"\./);
    const nunit = 'Test run completed. Exiting with code 2 (Failed). One or more tests failed.\n<test-case id="1007" name="Spawn_Rate_IsTenPercent" result="Failed">\n  <failure>\n    <message><![CDATA[  Expected: 0.100000001f +/- 0.00999999978f\n  But was:  0.0712f\n]]></message>\n  </failure>\n</test-case>';
    assert.equal(cause('Unity -batchmode -runTests -testPlatform EditMode', nunit), 'Spawn_Rate_IsTenPercent: Expected: 0.100000001f +/- 0.00999999978f But was:  0.0712f');
    const sonar = "> Task :sonar FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':sonar'.\n> Not authorized. Please check the user token in the property 'sonar.token'.\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 5s";
    assert.equal(cause('./gradlew sonar', sonar), "Not authorized. Please check the user token in the property 'sonar.token'.");
    const resolve = "* What went wrong:\nExecution failed for task ':compileKotlin'.\n> Could not resolve all files for configuration ':compileClasspath'.\n   > Could not resolve org.postgresql:postgresql:42.7.9.\n     Required by:\n         root project :\n      > Could not resolve org.postgresql:postgresql:42.7.9.\n         > Could not get resource 'https://build-bot:T0p$ecret@maven.corp.example/repo/org/postgresql/postgresql/42.7.9/postgresql-42.7.9.pom'.\n            > Could not GET 'https://build-bot:T0p$ecret@maven.corp.example/repo/org/postgresql/postgresql/42.7.9/postgresql-42.7.9.pom'. Received status code 403 from server: Forbidden\n\n* Try:\n> Run with --stacktrace option to get the stack trace.";
    const got = cause('./gradlew build', resolve);
    assert.match(got, /^Could not resolve org\.postgresql:postgresql:42\.7\.9\. — Could not GET 'https:\/\/build-bot:\*\*\*@maven\.corp\.example\/.* Received status code 403 from server: Forbidden$/);
    assert.ok(!got.includes('T0p$ecret'));
  });

});
