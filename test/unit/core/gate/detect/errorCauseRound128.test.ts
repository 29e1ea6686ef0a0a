import assert from 'node:assert/strict';
import { findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 128–131 showed, on outputs written for this file: a code-style fixer's failing file and
// the rules it broke under a hook's "commit aborted", Pest's failed test with its reason on the next line, Alembic's own
// verdict over the logger's copy of it, a pipeline definition's located error over "could not queue", and a hosted
// git server's coded refusal over git's "403".
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 128 to 131', () => {
  it("a fixer's failing file and its rules, over the hook's verdict", () => {
    const out = 'Running pre-commit hook: vendor/bin/pint --test\n\n  .⨯..\n\n  FAIL   ....................... 4 files, 1 style issue\n  ⨯ src/Billing/Invoice.php     single_quote, trailing_comma_in_multiline\n\npre-commit: style check failed, commit aborted.\n';
    assert.equal(cause('git commit -m "bill"', out), '⨯ src/Billing/Invoice.php     single_quote, trailing_comma_in_multiline');
  });

  it("Pest's failed test keeps the reason under it", () => {
    const out = '\n  .⨯.\n\n   FAILED  Tests\\Arch\\DomainTest > domain does not use facades\n  Expecting \'src/Domain/Order.php\' not to use \'Illuminate\\Support\\Facades\'.\n\n  at src/Domain/Order.php:12\n\n  Tests:    1 failed, 2 passed (9 assertions)\n';
    assert.match(cause('./vendor/bin/pest tests/Arch', out), /domain does not use facades — Expecting 'src\/Domain\/Order\.php' not to use/);
  });

  it("Alembic's verdict, without the logger's prefix", () => {
    const out = "INFO  [alembic.runtime.migration] Context impl SQLiteImpl.\nERROR [alembic.util.messaging] Can't locate revision identified by 'a1b2c3d4'\n  FAILED: Can't locate revision identified by 'a1b2c3d4'\n";
    assert.equal(cause('alembic downgrade a1b2c3d4', out), "FAILED: Can't locate revision identified by 'a1b2c3d4'");
  });

  it("a pipeline definition's located error, over the queueing failure", () => {
    const out = "ERROR: Could not queue the build because there were validation errors or warnings.\n/ci/build.yml (Line: 7, Col: 5): Unexpected value 'script'\n";
    assert.equal(cause('az pipelines run --name web', out), "/ci/build.yml (Line: 7, Col: 5): Unexpected value 'script'");
  });

  it("a hosted server's coded refusal, over git's 403", () => {
    const out = "remote: TF402455: Pushes to this branch are not permitted; you must use a pull request to update this branch.\nfatal: unable to access 'https://dev.azure.com/acme/web/_git/web/': The requested URL returned error: 403\n";
    assert.match(cause('git push origin HEAD:main', out), /^remote: TF402455: Pushes to this branch are not permitted/);
  });
});
