import assert from 'node:assert/strict';
import { findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 100–103 showed, on outputs written for this file: a message that ends in ":" and goes on
// on the next line (a Firestore rules denial), strong_migrations' named check over Rails' "aborted!", Packwerk's
// violation over its help link, Brakeman's warning message in a pre-push hook's report.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 100 to 103', () => {
  it('a test failure whose message ends in ":" keeps the line after it', () => {
    const out = "  ● rules › member can read own profile\n\n    FirebaseError: 7 PERMISSION_DENIED: \nfalse for 'get' @ L14\n\n      at Object.<anonymous> (test/rules.test.ts:31:5)";
    assert.match(cause('npm run test:rules', out), /FirebaseError: 7 PERMISSION_DENIED: false for 'get' @ L14$/);
  });

  it("strong_migrations' named check, Packwerk's violation, Brakeman's warning", () => {
    const sm = "== 20261202 AddIndexToOrders: migrating ==\nbin/rails aborted!\nStandardError: An error has occurred, this and all later migrations canceled: (StandardError)\n\n=== Adding an index non-concurrently #strong_migrations ===\n\nAdding an index non-concurrently blocks writes.";
    assert.equal(cause('bin/rails db:migrate', sm), '=== Adding an index non-concurrently #strong_migrations ===');
    const pw = "packs/orders/app/models/order.rb:3:5\nDependency violation: ::Billing::Invoice belongs to 'packs/billing', but 'packs/orders/package.yml' does not specify a dependency on 'packs/billing'.\nTo receive help interpreting or resolving this error message, see: https://github.com/Shopify/packwerk/blob/main/TROUBLESHOOT.md\n\n1 offense found";
    assert.match(cause('bin/packwerk check', pw), /^Dependency violation: ::Billing::Invoice belongs to 'packs\/billing'/);
    const bm = "Check for brakeman warnings.....[Brakeman] FAILED\n== Warnings ==\n\nConfidence: High\nCategory: Cross-Site Scripting\nCheck: CrossSiteScripting\nMessage: Unescaped model attribute\nCode: raw(@order.note)\n\n✗ One or more pre-push hooks failed";
    assert.equal(cause('git push', bm), 'Message: Unescaped model attribute');
  });
});
