import assert from 'node:assert/strict';
import { analyzeFailure, findCause } from '../../../../../src/core/gate/detect/errorCause';
import { DedupIndex } from '../../../../../src/core/gate/dedup';

// Failure classes blind streams 72–75 showed, on outputs written for this file: .NET's inner exception under a
// wrapper, Gradle's nested cause with its message indented under it, a Kubernetes event naming a missing secret
// over the rollout's timeout, Prisma's drift, a 500 a pytest test did not expect with the exception the server
// logged, the same message printed again with its detail, pydantic's header, a CI config linter's findings, a Rust
// error's "Caused by:" chain in a Compose log, a search tool's own "No matches found.", and a lint named two ways; and
// (streams 76–79) testify's "Messages:", strong_migrations' verdict, npm ci's missing packages, a buildpack's error in a
// push's remote log, Kotlin's expect without an actual.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 72 to 79', () => {
  it(".NET: the inner exception under a wrapper's message", () => {
    const out = '  Failed Shop.Tests.Orders.Create_Persists [3 s]\n  Error Message:\n   System.InvalidOperationException : An exception has been raised that is likely due to a transient failure.\n---- MySqlConnector.MySqlException : Unable to connect to any of the specified MySQL hosts.\n  Stack Trace:';
    assert.match(cause('dotnet test', out), /transient failure\. — MySqlConnector\.MySqlException : Unable to connect to any of the specified MySQL hosts\./);
  });

  it("Gradle: a nested cause that begins with 'Error' and its message on the indented line under it", () => {
    const out = "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':liquibaseUpdate'.\n> Error occurred while executing liquibaseUpdate\n  Connection could not be created to jdbc:mysql://127.0.0.1:3307/shop with driver com.mysql.cj.jdbc.Driver.  Communications link failure\n\n* Try:\n> Run with --stacktrace option to get the stack trace.";
    assert.match(cause('./gradlew liquibaseUpdate', out), /^Error occurred while executing liquibaseUpdate — Connection could not be created to jdbc:mysql/);
  });

  it("Kubernetes: the missing object an event names, over the rollout's timeout", () => {
    const out = 'LAST SEEN   TYPE      REASON    OBJECT                     MESSAGE\n30s         Warning   Failed    pod/api-5c9d7b8f4-q8k2m    Error: configmap "api-flags" not found\nWaiting for deployment "api" rollout to finish: 0 of 3 updated replicas are available...\nerror: timed out waiting for the condition';
    assert.equal(cause('kubectl rollout status deploy/api', out), 'Error: configmap "api-flags" not found');
  });

  it("Prisma's drift over 'non-interactive'; a 500 with the server's logged exception; pydantic's header", () => {
    const prisma = 'Prisma schema loaded from prisma/schema.prisma\n\nDrift detected: Your database schema is not in sync with your migration history.\n\n[*] Changed the `Invoice` table\n  [+] Added column `voidedAt`\n\nError: Prisma Migrate has detected that the environment is non-interactive, which is not supported.';
    assert.match(cause('npx prisma migrate dev', prisma), /^Drift detected: Your database schema is not in sync/);
    const pytest = '>       assert resp.status_code == 201\nE       assert 500 == 201\n\ntests/test_orders.py:22: AssertionError\n------------------------------ Captured log call -------------------------------\nERROR    app.orders:orders.py:40 create failed\nTraceback (most recent call last):\nAttributeError: \'NoneType\' object has no attribute \'sku\'\n=========================== short test summary info ============================\nFAILED tests/test_orders.py::test_create_order - assert 500 == 201';
    assert.match(cause('pytest', pytest), /test_create_order - assert 500 == 201 — AttributeError: 'NoneType' object has no attribute 'sku'$/);
    const pyd = "Traceback (most recent call last):\n  File \"/srv/app/config.py\", line 9, in <module>\n    cfg = Config()\npydantic_core._pydantic_core.ValidationError: 1 validation error for Config\nredis_url\n  Field required [type=missing, input_value={}, input_type=dict]";
    assert.match(cause('python -m app', pyd), /^pydantic_core\._pydantic_core\.ValidationError: 1 validation error for Config — redis_url: Field required/);
  });

  it('the same message printed again with its detail; a CI config finding; a Rust error chain in a Compose log', () => {
    const env = "   Collecting page data ...\n❌ Invalid environment variables: { DATABASE_URL: [ 'Invalid url' ] }\nError: Invalid environment variables\n    at onValidationError (file:///app/node_modules/@t3-oss/env-core/dist/index.js:22:15)";
    assert.match(cause('next build', env), /Invalid environment variables: \{ DATABASE_URL: \[ 'Invalid url' \] \}/);
    const lint = 'Validating...\n.gitlab-ci.yml is invalid\n1 jobs:deploy:environment config contains unknown keys: urll';
    assert.match(cause('glab ci lint', lint), /jobs:deploy:environment config contains unknown keys: urll/);
    const compose = 'Attaching to worker-1\nworker-1  | {"level":"INFO","fields":{"message":"starting worker v1.2"}}\nworker-1  | Error: could not open queue\nworker-1  | \nworker-1  | Caused by:\nworker-1  |     0: Connection refused (os error 111)\nworker-1 exited with code 1';
    assert.equal(cause('docker compose up worker', compose), 'Error: could not open queue — Connection refused (os error 111)');
  });

  it("ignores a search tool's own 'No matches found.'; folds one lint named two ways", () => {
    const v = analyzeFailure({ tool: 'grep', text: 'No matches found.', failed: true });
    assert.equal(v?.kind, 'ignore');
    const now = Date.parse('2026-03-01T00:00:00Z');
    const d = new DedupIndex([{ id: 'ERR-1', text: 'Bash `cargo clippy` failed (exit 101): error: used `expect()` on a `Result` value (at src/a.rs:3:9) [expect_used]', seenAt: now }]);
    assert.equal(d.sameCause('Bash `cargo clippy` failed (exit 101): error: used `expect()` on a `Result` value (at src/b.rs:40:2) [clippy::expect-used]', now)?.id, 'ERR-1');
  });

  it("testify's Messages, strong_migrations, npm ci's missing packages, a buildpack's error, Kotlin's missing actual", () => {
    const testify = '--- FAIL: TestRefund_Partial (0.00s)\n    refund_test.go:31: \n        \tError Trace:\trefund_test.go:31\n        \tError:      \tNot equal: \n        \t            \texpected: 500\n        \t            \tactual  : 0\n        \tTest:       \tTestRefund_Partial\n        \tMessages:   \tpartial refunds keep the fee\nFAIL';
    assert.match(cause('go test ./...', testify), /Not equal: .*— partial refunds keep the fee$/);
    const strong = "rails aborted!\nStandardError: An error has occurred, this and all later migrations canceled: (StandardError)\n\n=== Dangerous operation detected #strong_migrations ===\n\nRemoving a column is dangerous. Ignore it first with self.ignored_columns.\n";
    assert.match(cause('bin/rails db:migrate', strong), /Removing a column is dangerous\./);
    const npmci = 'npm error code EUSAGE\nnpm error\nnpm error `npm ci` can only install packages when your package.json and package-lock.json are in sync.\nnpm error\nnpm error Invalid: lock file\'s undici@6.19.2 does not satisfy undici@6.21.0\nnpm error Missing: pino@9.5.0 from lock file';
    assert.match(cause('npm ci', npmci), /EUSAGE .*— (?:Invalid: lock file's undici|Missing: pino@9\.5\.0 from lock file)/);
    const heroku = 'remote: -----> Installing binaries\nremote:        Error: Ruby version 2.7.8 is not supported on the heroku-24 stack.\nremote: -----> Build failed\nremote:  !     Push rejected, failed to compile Ruby app.\n ! [remote rejected] main -> main (pre-receive hook declined)\nerror: failed to push some refs';
    assert.equal(cause('git push heroku main', heroku), 'Error: Ruby version 2.7.8 is not supported on the heroku-24 stack.');
    const kmp = "e: file:///src/shared/src/commonMain/kotlin/Fees.kt:12:9 Unresolved reference 'roundFee'.\ne: Expected function 'roundFee' has no actual declaration in module <shared> for JVM.\n\nFAILURE: Build failed with an exception.";
    assert.match(cause('./gradlew :shared:allTests', kmp), /Expected function 'roundFee' has no actual declaration/);
  });
});
