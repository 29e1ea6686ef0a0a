import assert from 'node:assert/strict';
import { findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 212–217 showed, on outputs written for this file: MyBatis's "### Error … Cause:" line that
// names the JDBC exception under Failsafe's counts, javac's missing package over the "cannot find symbol" errors it causes,
// the qualified assertion error in a Surefire test's trace over the summary's short form, Surefire's crashed fork under
// Maven's goal failure, Composer's lock-file verdict over the problem lines it explains, and Symfony's failed Response
// assertion over the JSON body of the response it prints.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 212 to 217', () => {
  it("MyBatis's '### Error … Cause:' line gives the JDBC exception, over Failsafe's counts", () => {
    const failsafe = [
      '[INFO] --- failsafe:3.1.2:integration-test (default) @ billing-api ---',
      '[INFO] Running org.shop.billing.InvoiceFlowIT',
      '09:02:11.120 [main] ERROR o.a.i.executor.ErrorContext - ',
      "### Error updating database.  Cause: java.sql.SQLSyntaxErrorException: Unknown column 'tax_rate' in 'field list'",
      '### The error may exist in file [billing-api/target/classes/mapper/InvoiceMapper.xml]',
      '### SQL: INSERT INTO invoice (id, tax_rate) VALUES (?, ?)',
      '[ERROR] Tests run: 3, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: 4.2 s <<< FAILURE! -- in org.shop.billing.InvoiceFlowIT',
      '[ERROR] org.shop.billing.InvoiceFlowIT.issueInvoice -- Time elapsed: 0.21 s <<< ERROR!',
      'org.springframework.jdbc.BadSqlGrammarException: ',
      "### Error updating database.  Cause: java.sql.SQLSyntaxErrorException: Unknown column 'tax_rate' in 'field list'",
      '[INFO] ',
      '[ERROR] Tests run: 3, Failures: 0, Errors: 1, Skipped: 0',
      '[INFO] BUILD FAILURE',
    ].join('\n');
    assert.equal(cause('mvn verify -Pit', failsafe), "java.sql.SQLSyntaxErrorException: Unknown column 'tax_rate' in 'field list'");
  });

  it("javac's missing package (as Maven prints it) over the 'cannot find symbol' errors that follow from it", () => {
    const javac = [
      '[ERROR] COMPILATION ERROR : ',
      '[ERROR] /home/ana/src/ledger/src/main/java/org/ledger/api/EntryResource.java:[3,27] package javax.ws.rs does not exist',
      '[ERROR] /home/ana/src/ledger/src/main/java/org/ledger/api/EntryResource.java:[17,6] cannot find symbol',
      '  symbol:   class GET',
      '  location: class org.ledger.api.EntryResource',
      '[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project ledger: Compilation failure: Compilation failure: ',
      '[ERROR] -> [Help 1]',
    ].join('\n');
    assert.match(cause('mvn -q compile', javac), /EntryResource\.java:\[3,27\] package javax\.ws\.rs does not exist$/);
  });

  it("a Surefire failure keeps the qualified assertion error its trace printed, not only the summary's short form", () => {
    const surefire = [
      '[INFO] Running org.acme.cart.CartServiceTest',
      '[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.9 s <<< FAILURE! -- in org.acme.cart.CartServiceTest',
      '[ERROR] org.acme.cart.CartServiceTest.emptyCartHasNoTotal -- Time elapsed: 0.012 s <<< FAILURE!',
      'org.opentest4j.AssertionFailedError: expected: <0> but was: <15>',
      '\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)',
      '\tat org.acme.cart.CartServiceTest.emptyCartHasNoTotal(CartServiceTest.java:33)',
      '',
      '[INFO] Results:',
      '[ERROR] Failures: ',
      '[ERROR]   CartServiceTest.emptyCartHasNoTotal:33 expected: <0> but was: <15>',
      '[ERROR] Tests run: 4, Failures: 1, Errors: 0, Skipped: 0',
      '[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.1.2:test (default-test) on project cart: There are test failures.',
    ].join('\n');
    const c = cause('mvn -pl cart test', surefire);
    assert.match(c, /org\.opentest4j\.AssertionFailedError: expected: <0> but was: <15>/);
    assert.match(c, /CartServiceTest\.emptyCartHasNoTotal/);
  });

  it("Surefire's crashed fork, under Maven's goal failure and its pointers to the reports", () => {
    const crashed = [
      '[INFO] Running org.acme.mail.MailerTest',
      '[INFO] Tests run: 0, Failures: 0, Errors: 0, Skipped: 0',
      '[INFO] BUILD FAILURE',
      '[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.1.2:test (default-test) on project mailer: ',
      '[ERROR] ',
      '[ERROR] Please refer to /home/ana/mailer/target/surefire-reports for the individual test results.',
      '[ERROR] Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.',
      '[ERROR] ExecutionException The forked VM terminated without properly saying goodbye. VM crash or System.exit called?',
      "[ERROR] Command was /bin/sh -c cd '/home/ana/mailer' && '/usr/lib/jvm/java-17/bin/java' '-jar' 'surefirebooter.jar'",
      '[ERROR] Process Exit Code: 137',
    ].join('\n');
    assert.match(cause('mvn test', crashed), /The forked VM terminated without properly saying goodbye\. VM crash or System\.exit called\?/);
  });

  it("Composer's verdict on the lock file, with the first problem that says why", () => {
    const composer = [
      'Installing dependencies from lock file (including require-dev)',
      'Verifying lock file contents can be installed on current platform.',
      'Your lock file does not contain a compatible set of packages. Please run composer update.',
      '',
      '  Problem 1',
      '    - league/flysystem-local is locked to version 3.25.1 and an update of this package was not requested.',
      '    - league/flysystem-local 3.25.1 requires ext-fileinfo * -> it is missing from your system. Install or enable PHP\'s fileinfo extension.',
      '  Problem 2',
      '    - laravel/framework is locked to version v11.9.0 and an update of this package was not requested.',
      '    - laravel/framework v11.9.0 requires php ^8.2 -> your php version (8.1.2) does not satisfy that requirement.',
      '',
      'To enable extensions, verify that they are enabled in your .ini files:',
      '    - /etc/php/8.1/cli/php.ini',
    ].join('\n');
    const c = cause('composer install --no-interaction', composer);
    assert.match(c, /^Your lock file does not contain a compatible set of packages\. Please run composer update\./);
    assert.match(c, /league\/flysystem-local 3\.25\.1 requires ext-fileinfo/);
  });

  it("Symfony's failed Response assertion, over the JSON body of the response it prints", () => {
    const phpunit = [
      'PHPUnit 11.2.1 by Sebastian Bergmann and contributors.',
      '',
      'F                                                                   1 / 1 (100%)',
      '',
      'There was 1 failure:',
      '',
      '1) App\\Tests\\Api\\OrderControllerTest::testCreateOrder',
      'Failed asserting that the Response status code is 201.',
      'HTTP/1.1 422 Unprocessable Content',
      'Cache-Control:          no-cache, private',
      'Content-Type:           application/problem+json',
      '',
      '{"type":"https://symfony.com/errors/validation","title":"Validation Failed","detail":"quantity: This value should be positive."}',
      '',
      '/srv/shop/vendor/symfony/framework-bundle/Test/BrowserKitAssertionsTrait.php:34',
      '/srv/shop/tests/Api/OrderControllerTest.php:41',
      '',
      'FAILURES!',
    ].join('\n');
    const c = cause('vendor/bin/phpunit --filter OrderControllerTest', phpunit);
    assert.match(c, /Failed asserting that the Response status code is 201\./);
    assert.match(c, /HTTP\/1\.1 422 Unprocessable Content — quantity: This value should be positive\.$/);
  });
});
