import assert from 'node:assert/strict';
import { findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 104–107 showed, on outputs written for this file: Surefire's summary that shortens the
// exception (the trace's root cause names it), PMD/p3c and SpotBugs findings under Maven, an HTML error page a server sent
// back, a JSON error whose real reason is nested in "details", a long line whose reason comes after "Last error is:", a
// message that wraps onto a deeper-indented line (.NET), a named error indented under a test title (Playwright), and the
// job/step prefix of `gh run view --log`.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 104 to 107', () => {
  it("Surefire's shortened exception is named in full from the trace, its root cause first", () => {
    const out = [
      '[ERROR] com.acme.shop.cart.CartServiceTest.addsItem -- Time elapsed: 0.2 s <<< ERROR!',
      'org.springframework.dao.DataIntegrityViolationException: duplicate key value violates unique constraint "cart_item_uk"',
      '\tat org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:243)',
      'Caused by: org.postgresql.util.PSQLException: duplicate key value violates unique constraint "cart_item_uk"',
      '\t... 40 more',
      '[ERROR] Errors: ',
      '[ERROR]   CartServiceTest.addsItem:31 » DataIntegrityViolation duplicate key value violates unique constraint "cart_item_uk"',
    ].join('\n');
    assert.match(cause('mvn test', out), /CartServiceTest\.addsItem:31 » org\.postgresql\.util\.PSQLException: duplicate key value violates unique constraint "cart_item_uk"$/);
  });

  it('PMD and SpotBugs findings outrank Maven\'s goal failure', () => {
    const pmd = '[INFO] --- maven-pmd-plugin:3.21.0:check (default-cli) @ shop ---\n[INFO] PMD Failure: com.acme.shop.Cache:12 Rule:AvoidUsingVolatile Priority:2 Use of modifier volatile is not recommended.\n[INFO] BUILD FAILURE\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-pmd-plugin:3.21.0:check (default-cli) on project shop: You have 1 PMD violation. -> [Help 1]';
    assert.match(cause('mvn pmd:check', pmd), /^\[INFO\] PMD Failure: com\.acme\.shop\.Cache:12 Rule:AvoidUsingVolatile/);
    const sb = '[ERROR] Medium: com.acme.shop.Money.equals(Object) does not check for null argument [com.acme.shop.Money] At Money.java:[line 40] NP_EQUALS_SHOULD_HANDLE_NULL_ARGUMENT\n[ERROR] Failed to execute goal com.github.spotbugs:spotbugs-maven-plugin:4.8.3.0:check (default-cli) on project shop: failed with 1 bugs and 0 errors -> [Help 1]';
    assert.match(cause('mvn spotbugs:check', sb), /does not check for null argument/);
  });

  it("an HTML error page's heading, as text", () => {
    const out = 'curl: (22) The requested URL returned error: 401\n<html><head><title>Error 401 Bad credentials</title></head>\n<body><h2>HTTP ERROR 401 Bad credentials</h2></body></html>';
    assert.equal(cause('curl -f https://ci.example.test/job/x/build', out), 'Error 401 Bad credentials');
  });

  it('the innermost reason of a JSON error with nested details, read past the line length', () => {
    const body = JSON.stringify({ status: 'Failed', error: { code: 'DeploymentFailed', target: `/subscriptions/${'0'.repeat(36)}/resourceGroups/rg-x/providers/Microsoft.Resources/deployments/main`, message: 'At least one resource deployment operation failed. Please list deployment operations for details.', details: [{ code: 'Conflict', message: "Website with given name 'web-x' already exists in another resource group." }] } });
    assert.equal(cause('az deployment group create -g rg-x -f main.bicep', `ERROR: ${body}`), "ERROR: Website with given name 'web-x' already exists in another resource group.");
  });

  it('a long line keeps what follows its "Last error is:"', () => {
    const line = `com.acme.rpc.RpcException: Failed to invoke the method charge in the service com.acme.pay.Api. Tried 3 times of the providers ${'[10.0.0.1:20880] '.repeat(20)}Last error is: Connection refused by provider 10.0.0.1:20880`;
    assert.match(cause('mvn test', line), /Last error is: Connection refused by provider 10\.0\.0\.1:20880$/);
  });

  it('a message that wraps onto a deeper-indented line goes on there; a code excerpt does not', () => {
    const out = '  Failed Shop.Tests.OrderTests.Totals [20 ms]\n  Error Message:\n   System.InvalidOperationException : The LINQ expression \'DbSet<Order>()\n    .Where(o => o.Placed.Date == __day_0)\' could not be translated.\n  Stack Trace:\n     at Microsoft.EntityFrameworkCore.Query.Translate()';
    assert.match(cause('dotnet test', out), /could not be translated\.$/);
    const excerpt = 'templates/x.liquid\n[error]: MissingTemplate\n\'snippets/y.liquid\' does not exist\n  3  {% render \'y\' %}';
    assert.match(cause('shopify theme check', excerpt), /does not exist$/);
  });

  it('a named error indented under a Playwright title outranks the crossed-out test line', () => {
    const out = '  ✘  2 [firefox] › e2e/cart.spec.ts:9:3 › cart › adds item (12.1s)\n\n  1) [firefox] › e2e/cart.spec.ts:9:3 › cart › adds item ──────\n\n    TimeoutError: locator.fill: Timeout 8000ms exceeded.\n    Call log:\n      - waiting for getByLabel(\'Menge\')';
    assert.match(cause('npx playwright test', out), /TimeoutError: locator\.fill: Timeout 8000ms exceeded\.$/);
  });

  it("`gh run view --log` lines are read without their job and step", () => {
    const out = 'ci\tdbt build\t09:12:01  Completed with 1 error and 0 warnings:\nci\tdbt build\t09:12:01  Failure in test not_null_orders_id (models/orders.yml)\nci\tdbt build\t09:12:01    Got 2 results, configured to fail if != 0\nci\tdbt build\t09:12:01  Done. PASS=9 WARN=0 ERROR=1 SKIP=0 TOTAL=10';
    assert.match(cause('gh run view 1 --log-failed', out), /^Failure in test not_null_orders_id \(models\/orders\.yml\)/);
  });
});
