import assert from 'node:assert/strict';
import { analyzeFailure } from '../../../../../src/core/gate/detect/errorCause';
import { DedupIndex } from '../../../../../src/core/gate/dedup';

// Failure classes blind streams 68–71 showed, on outputs written for this file (other projects, other wording): a
// repr'd traceback inside pytest's assertion (kept as printed, escapes and all), ScalaTest's "*** FAILED ***", the Dart analyzer's missing import
// target over the errors that follow from it, a code generator's located message, Gradle's "> X '…/path' not found",
// fastlane's "[!]" wrapper over xcodebuild's error, pub's "So, because …", uv's verdict with its reason, a gRPC
// status in a log line over the test's timeout; and a linter's second finding met alone later folding into the entry
// that kept it.
const captured = (subject: string, text: string, exitCode = 1): { cause: string; content: string } => {
  const v = analyzeFailure({ tool: 'Bash', subject, text, exitCode, failed: true, cwd: '/srv/app' });
  assert.equal(v?.kind, 'capture', `${subject}: ${JSON.stringify(v)}`);
  return v as { cause: string; content: string };
};
const cause = (subject: string, text: string): string => captured(subject, text).cause;

describe('error causes: families from blind streams 68 to 71', () => {
  it("reads the exception at the end of a traceback printed inside pytest's assertion message", () => {
    const repr = "E       AssertionError: {'jobs/nightly_rollup.py': 'Traceback (most recent call last):\\n  File \"jobs/nightly_rollup.py\", line 9, in <module>\\n    from shared.ops import WarehouseSensor\\nImportError: cannot import name \\'WarehouseSensor\\' from \\'shared.ops\\'\\n'}";
    const out = ['=================================== FAILURES ===================================', '    def test_jobs_load(path):', '>       assert not loader.errors, loader.errors', repr, '', 'tests/test_jobs.py:17: AssertionError', '=========================== short test summary info ============================', "FAILED tests/test_jobs.py::test_jobs_load[nightly_rollup] - AssertionError: {'jobs/nightly_rollup.py': 'Traceback...", '1 failed in 2.10s'].join('\n');
    assert.match(cause('pytest tests/test_jobs.py', out), /test_jobs_load\[nightly_rollup\] - ImportError: cannot import name \\'WarehouseSensor\\' from \\'shared\.ops\\'$/);
  });

  it("takes ScalaTest's failed test and its message over sbt's TestsFailedException", () => {
    const out = '[info] RateLimiterSpec:\n[info] - refills the bucket every second\n[info] - never exceeds the burst size *** FAILED ***\n[info]   12 was not less than or equal to 10 (RateLimiterSpec.scala:44)\n[info] *** 1 TEST FAILED ***\n[error] Failed tests:\n[error] \tio.acme.RateLimiterSpec\n[error] (core / Test / test) sbt.TestsFailedException: Tests failed';
    assert.match(cause("sbt 'core/test'", out), /never exceeds the burst size \*\*\* FAILED \*\*\* — 12 was not less than or equal to 10 \(RateLimiterSpec\.scala:44\)/);
  });

  it('puts the Dart analyzer\'s missing import target before the errors that follow from it', () => {
    const out = "Analyzing cart...\n\n   info • Unnecessary import • lib/cart/cart_page.dart:3:8 • unnecessary_import\n  error • Undefined class 'CartItemDto' • lib/cart/cart_repo.dart:21:9 • undefined_class\n  error • Target of URI hasn't been generated: 'cart_item_dto.g.dart' • lib/cart/cart_item_dto.dart:4:6 • uri_has_not_been_generated\n\n3 issues found.";
    assert.match(cause('flutter analyze lib/cart', out), /Target of URI hasn't been generated: 'cart_item_dto\.g\.dart'/);
    const two = "  error • The getter 'total' isn't defined for the type 'Cart' • lib/cart/cart_page.dart:40:19 • undefined_getter\n  error • The argument type 'int' can't be assigned to the parameter type 'double' • lib/cart/cart_page.dart:52:30 • argument_type_not_assignable\n\n2 issues found.";
    assert.match(captured('flutter analyze', two).content, /The getter 'total' isn't defined.* · also: .*The argument type 'int'/);
  });

  it("keeps a code generator's located message over its own summary, and Gradle's nested cause that names a path", () => {
    const gen = "[SEVERE] json_serializable on lib/models/order.dart:\n\nThis builder requires Dart inputs without syntax errors.\norder.dart:31:12: Expected an identifier.\n\n[SEVERE] Failed after 4.1s";
    const generated = captured('dart run build_runner build', gen);
    assert.match(generated.cause, /^Expected an identifier\.$/);
    assert.match(generated.content, /order\.dart:31:12: Expected an identifier\./);
    const gradle = "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':app:packageRelease'.\n> SigningConfig file '/home/ci/keys/release.jks' not found for build type 'release'.\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 12s";
    assert.match(cause('./gradlew assembleRelease', gradle), /release\.jks' not found for build type 'release'/);
  });

  it("reads xcodebuild's error under fastlane's wrapper, pub's closing 'So, because …', uv's verdict with its reason", () => {
    const fastlane = "[09:41:10]: $ xcodebuild -exportArchive\n▸ error: exportArchive: Provisioning profile \"Acme Ad Hoc\" doesn't include signing certificate \"Apple Distribution: Acme\".\n\n[09:41:12]: Exit status: 70\n[!] Error packaging up the application";
    assert.match(cause('bundle exec fastlane adhoc', fastlane), /exportArchive: Provisioning profile "Acme Ad Hoc" doesn't include signing certificate/);
    const pub = 'Resolving dependencies...\nBecause every version of geo_tools depends on intl ^0.19.0 and acme_app depends on intl ^0.18.1, geo_tools is forbidden.\nSo, because acme_app depends on geo_tools ^2.0.0, version solving failed.\n\nFailed to update packages.';
    assert.match(cause('dart pub add geo_tools', pub), /geo_tools is forbidden\. — So, because acme_app depends on geo_tools \^2\.0\.0, version solving failed\./);
    const uv = "Using Python 3.11.9 environment at: .venv\n  × No solution found when resolving dependencies:\n  ╰─▶ Because torch==2.5.1 has no wheels with a matching platform tag and you require torch==2.5.1, we can conclude that your requirements are unsatisfiable.";
    assert.match(cause('uv pip install torch==2.5.1', uv), /^No solution found when resolving dependencies: Because torch==2\.5\.1 has no wheels/);
  });

  it("keeps a gRPC status logged during a test over the test's timeout", () => {
    const out = "00:05 +0: orders list paginates\nW/Firestore( 4410): (25.1.0) [WatchStream]: Stream closed with status: Status{code=PERMISSION_DENIED, description=Missing or insufficient permissions., cause=null}.\n00:35 +0 -1: orders list paginates [E]\n  TimeoutException after 0:00:30.000000: Future not completed\n00:35 +0 -1: Some tests failed.";
    assert.match(cause('flutter test integration_test/orders_test.dart', out), /Status\{code=PERMISSION_DENIED, description=Missing or insufficient permissions\./);
  });

  it('folds a finding met alone into the entry that kept it after its own cause', () => {
    const now = Date.parse('2026-03-01T00:00:00Z');
    const d = new DedupIndex([{ id: 'ERR-1', text: 'Bash `npm run lint` failed (exit 1): src/a.ts:3:1 error Unexpected var, use let or const instead no-var · also: src/b.ts:9:4 error Missing return type on function explicit-function-return-type', seenAt: now }]);
    assert.equal(d.sameCause('Bash `npm run lint` failed (exit 1): src/c.ts:14:2 error Missing return type on function explicit-function-return-type', now)?.id, 'ERR-1');
    assert.equal(d.sameCause('Bash `npm run lint` failed (exit 1): src/c.ts:14:2 error Unexpected console statement no-console', now), undefined);
    // ESLint's stylish rows: the row's position, the file its header named and the column padding are where, not what.
    const lint = new DedupIndex([{ id: 'ERR-2', text: 'Bash `npm run lint` failed (exit 1): web/src/api.ts: 3:1  error  Expected indentation of 2 spaces  indent · also: 51:7  error  Unexpected any. Specify a different type           @typescript-eslint/no-explicit-any', seenAt: now }]);
    assert.equal(lint.sameCause('Bash `npm run lint` failed (exit 1): web/src/store.ts: 12:40  error  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any', now)?.id, 'ERR-2');
  });
});
