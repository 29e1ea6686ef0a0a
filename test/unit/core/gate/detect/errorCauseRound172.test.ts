import assert from 'node:assert/strict';
import { findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 172–177 showed, on outputs written for this file: Checkstyle's own finding under Gradle's
// summary, Spring Boot's missing bean over the test context's wrapper, webpack's "ERROR in <file>" with its message on the
// next line, and a lock file that lacks what the manifest requires.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 172 to 177', () => {
  it("Checkstyle's finding, not Gradle's 'violations were found'", () => {
    const out = '> Task :checkstyleMain\n[ant:checkstyle] [ERROR] /w/src/main/java/app/Cart.java:88: \'if\' construct must use \'{}\'s. [NeedBraces]\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task \':checkstyleMain\'.\n> A failure occurred while executing org.gradle.api.plugins.quality.internal.CheckstyleAction\n   > Checkstyle rule violations were found. See the report at: file:///w/build/reports/checkstyle/main.html';
    assert.match(cause('./gradlew check', out), /Cart\.java:88: 'if' construct must use '\{\}'s\. \[NeedBraces\]$/);
  });

  it("Spring Boot's missing bean over 'Failed to load ApplicationContext'", () => {
    const out = "java.lang.IllegalStateException: Failed to load ApplicationContext for [WebMergedContextConfiguration@1a2b testClass = app.CartTests]\n\tat org.springframework.test.context.cache.DefaultCacheAwareContextLoaderDelegate.loadContext(DefaultCacheAwareContextLoaderDelegate.java:180)\n\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nParameter 1 of constructor in app.cart.CartService required a bean of type 'app.pricing.PriceClient' that could not be found.";
    assert.equal(cause('./gradlew test', out), "Parameter 1 of constructor in app.cart.CartService required a bean of type 'app.pricing.PriceClient' that could not be found.");
  });

  it("webpack's 'ERROR in <file>' and the message under it; a package the lock file lacks", () => {
    const wp = "ERROR in ./src/app/cart.service.ts:12:9\nTS2304: Cannot find name 'Money'.\n    10 |\n  > 12 |   total: Money;\n\nwebpack compiled with 1 error";
    assert.match(cause('npx nx build web', wp), /ERROR in \.\/src\/app\/cart\.service\.ts:12:9 — TS2304: Cannot find name 'Money'\.$/);
    const lock = './composer.json is valid but your composer.lock has some errors\n# Lock file errors\n- Required package "acme/money" is not present in the lock file.\nThis usually happens when composer files are incorrectly merged';
    assert.equal(cause('composer validate', lock), '- Required package "acme/money" is not present in the lock file.');
  });

  // (Blind streams 178–181, after the session's last capture change.)
  it("Gradle's deepest '> … requires …'; a test's logged SQL error over Gradle's message-less 'Caused by: X at F.java:N'", () => {
    const plugin = "* What went wrong:\nAn exception occurred applying plugin request [id: 'io.micronaut.application', version: '4.4.0']\n> Failed to apply plugin 'io.micronaut.application'.\n   > Micronaut plugin requires Gradle 8.5 or later. The current version is Gradle 8.1\n\n* Try:\n> Run with --stacktrace option to get the stack trace.";
    assert.match(cause('./gradlew build', plugin), /> Micronaut plugin requires Gradle 8\.5 or later\. The current version is Gradle 8\.1$/);
    const test = 'OrderRepoIT > finds open orders() FAILED\n    org.springframework.dao.InvalidDataAccessResourceUsageException at SQLStateTranslator.java:64\n        Caused by: org.postgresql.util.PSQLException at QueryExecutorImpl.java:2733\n\n10:02:11.201 [Test worker] ERROR o.h.engine.jdbc.spi.SqlExceptionHelper -- ERROR: relation "order_lines" does not exist\n\n1 test completed, 1 failed';
    assert.match(cause('./gradlew test', test), /ERROR: relation "order_lines" does not exist$/);
  });
});
