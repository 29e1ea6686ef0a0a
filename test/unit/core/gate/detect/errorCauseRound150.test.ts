import assert from 'node:assert/strict';
import { analyzeFailure, findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 150–155 showed, on outputs written for this file: a dev server stopped by "Command
// terminated by signal SIGTERM (exit code 143)", SWC's marked error under Next.js's "Failed to compile", build_runner's
// severe record, a dart test's failing test with its error on the next line, Firestore rules' compile errors, Spotless's
// format violations under Gradle, BuildKit's time-prefixed step output, and a Ruby API error's reason on the line after it.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 150 to 155', () => {
  it('a dev server stopped by SIGTERM is ignored with its reason', () => {
    const v = analyzeFailure({ tool: 'bash', subject: 'pnpm dev', text: ' ✓ Ready in 900ms\n\nCommand terminated by signal SIGTERM (exit code 143)', failed: true, cwd: '/w' });
    assert.deepEqual(v, { kind: 'ignore', reason: 'terminated (exit 143, SIGTERM)' });
    // …and as a shell says it, and a search tool's bare "failed with exit code 1" that names only its own command.
    const sh = analyzeFailure({ tool: 'bash', subject: 'make plan', text: 'Command terminated with exit code 143\nTerminated', failed: true, cwd: '/w' });
    assert.equal(sh?.kind, 'ignore');
    const rg = analyzeFailure({ tool: 'grep', subject: 'tenant_id', text: 'Command failed with exit code 1: rg --line-number tenant_id /w/src', failed: true, cwd: '/w' });
    assert.equal(rg?.kind, 'ignore');
  });

  it("SWC's marked error over Next.js's heading; build_runner's severe record", () => {
    const swc = "Failed to compile.\n\n./app/page.tsx\nError: \n  × You're importing a component that needs useEffect. It only works in a Client Component but none of its parents are marked with \"use client\".\n   ╭─[/w/app/page.tsx:1:1]\n\n> Build failed because of webpack errors";
    assert.match(cause('pnpm build', swc), /It only works in a Client Component but none of its parents are marked/);
    const br = '[INFO] Building new asset graph...\n[INFO] Checking for unexpected pre-existing outputs....\n[SEVERE] Conflicting outputs were detected and the build is unable to prompt for permission to remove them.\n[INFO] Terminating.';
    assert.equal(cause('dart run build_runner build', br), '[SEVERE] Conflicting outputs were detected and the build is unable to prompt for permission to remove them.');
  });

  it("a dart test's error under its title; Firestore rules' compile errors", () => {
    const dt = "00:02 +4: loading test/cart_test.dart\n00:02 +4 -1: Cart total sums line items [E]\n  type 'String' is not a subtype of type 'int' in type cast\n  package:app/cart.dart 12:7  Cart.total\n00:03 +4 -1: Some tests failed.";
    assert.equal(cause('flutter test', dt), "00:02 +4 -1: Cart total sums line items [E] — type 'String' is not a subtype of type 'int' in type cast");
    const rules = "✖  cloud.firestore: compilation errors in firestore.rules:\n[E] 4:12 - Unexpected 'allow'.\n\nError: Compilation errors in firestore.rules.";
    assert.equal(cause('firebase deploy --only firestore:rules', rules), "[E] 4:12 - Unexpected 'allow'.");
  });

  it("Spotless's violations under Gradle; a BuildKit step's own error; a Ruby API error's reason", () => {
    const spot = "> Task :api:spotlessJavaCheck FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':api:spotlessJavaCheck'.\n> The following files had format violations:\n      src/main/java/api/Orders.java\n          @@ -3,7 +3,7 @@\n          -····return·x;";
    assert.equal(cause('./gradlew check', spot), '> The following files had format violations: — src/main/java/api/Orders.java');
    const bk = ' => ERROR [builder 4/8] RUN mix deps.get                 1.9s\n------\n > [builder 4/8] RUN mix deps.get:\n1.402 ** (Mix) Could not find an SCM for dependency :phoenix from TascaWeb.MixProject\n------';
    assert.equal(cause('docker build .', bk), '** (Mix) Could not find an SCM for dependency :phoenix from TascaWeb.MixProject');
    const rb = "/app/gems/stripe-10.0.0/lib/stripe/api.rb:80:in `request': (Status 402) Your card was declined. (Stripe::CardError)\nThe card has insufficient funds to complete the purchase.\n\tfrom /app/app/jobs/charge_job.rb:9";
    assert.match(cause('bin/rails runner ChargeJob.perform_now', rb), /\(Stripe::CardError\) — The card has insufficient funds to complete the purchase\.$/);
  });
});
