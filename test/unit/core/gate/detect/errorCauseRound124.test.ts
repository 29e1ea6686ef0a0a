import assert from 'node:assert/strict';
import { analyzeFailure, findCause } from '../../../../../src/core/gate/detect/errorCause';
import { highEntropyFindings } from '../../../../../src/core/gate/secretPatterns';

// Failure classes blind streams 124–127 showed, on outputs written for this file: detekt's findings when only the
// rule-and-location form is printed (Gradle's "Analysis failed with N weighted issues" is a wrapper), Gradle's nested cause
// with its indented lines (not the hints after them), a Kotlin build script's compile error under its caret, tsc's
// elaboration under "is not assignable", javac's "reason:", typescript-eslint's second sentence, npm under a deploy
// tool's generic "There was an error deploying", and a test method name that is not a high-entropy secret.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 124 to 127', () => {
  it("detekt's rule-and-location finding outranks Gradle's weighted-issues summary", () => {
    const out = ['> Task :api:detekt FAILED', 'style - 10min debt', '\tReturnCount - 3/2 - [parse] at /w/api/src/main/kotlin/Parser.kt:12:5', '', 'FAILURE: Build failed with an exception.', '* What went wrong:', "Execution failed for task ':api:detekt'.", '> Analysis failed with 1 weighted issues.'].join('\n');
    assert.match(cause('./gradlew detekt', out), /^ReturnCount - 3\/2 - \[parse\]/);
  });

  it("Gradle's nested cause keeps its indented lines, not the hints after them", () => {
    const out = ['FAILURE: Build failed with an exception.', '* What went wrong:', "Execution failed for task ':db:flywayMigrate'.", '> Error occurred while executing flywayMigrate', '  Validate failed: Migrations have failed validation', '  Detected resolved migration not applied to database: 7.1', '  -> Applied to database : 1', '  Either revert the changes, or run repair.'].join('\n');
    const c = cause('./gradlew flywayMigrate', out);
    assert.match(c, /Detected resolved migration not applied to database: 7\.1$/);
    assert.doesNotMatch(c, /Either revert|->/);
  });

  it("a Kotlin build script's error is the message under its caret", () => {
    const out = ['FAILURE: Build failed with an exception.', '* Where:', "Build file '/w/app/build.gradle.kts' line: 12", '* What went wrong:', 'Script compilation errors:', '', '  Line 12: openApiGenerate {', '           ^ Unresolved reference: openApiGenerate', '', '1 error'].join('\n');
    assert.equal(cause('./gradlew build', out), 'Unresolved reference: openApiGenerate');
  });

  it("tsc's deepest elaboration, javac's reason, typescript-eslint's second sentence", () => {
    const ts = ["src/Form.tsx:10:3 - error TS2322: Type '{ size: string; }' is not assignable to type 'InputProps'.", "  Property 'size' does not exist on type 'InputProps'.", '', '10   <Input size="lg" />', '            ~~~~'].join('\n');
    assert.match(cause('npx tsc', ts), /is not assignable to type 'InputProps'\. — Property 'size' does not exist on type 'InputProps'\.$/);
    const javac = ['[ERROR] /w/src/main/java/a/Svc.java:[20,9] method send in class a.Mailer cannot be applied to given types;', '  required: a.Mail', '  found:    java.lang.String', '  reason: argument mismatch; java.lang.String cannot be converted to a.Mail'].join('\n');
    assert.match(cause('mvn compile', javac), /— reason: argument mismatch; java\.lang\.String cannot be converted to a\.Mail$/);
    const eslint = ['/w/test/a.test.ts', "  0:0  error  Parsing error: ESLint was configured to run on `<tsconfigRootDir>/test/a.test.ts` using `parserOptions.project`: <tsconfigRootDir>/tsconfig.json", 'However, that TSConfig does not include this file. Either:', '- Change that TSConfig to include this file'].join('\n');
    assert.match(cause('npx eslint .', eslint), /— However, that TSConfig does not include this file\.$/);
  });

  it("npm's own error outranks a deploy tool's generic one", () => {
    const out = ['i  functions: updating function api...', 'Build failed with status: FAILURE and message: npm ERR! code EUSAGE', "npm ERR! `npm ci` can only install packages when your package.json and package-lock.json are in sync.", 'Error: There was an error deploying functions'].join('\n');
    assert.match(cause('firebase deploy --only functions', out), /`npm ci` can only install packages/);
  });

  it("a dev server stopped by SIGTERM, reported only by pnpm's ELIFECYCLE line, is ignored with its reason", () => {
    const text = '\n> shop@ dev /w/shop\n> vite\n\n  VITE v5.4.0  ready in 400 ms\n\n  ➜  Local:   http://localhost:5173/\n ELIFECYCLE  Command failed with exit code 143.\n';
    assert.deepEqual(analyzeFailure({ tool: 'bash', subject: 'pnpm dev', text, failed: true, cwd: '/w/shop' }), { kind: 'ignore', reason: 'terminated (exit 143, SIGTERM)' });
  });

  it('a test method name in snake and camel case is a name, not a secret; a random token still is', () => {
    assert.deepEqual(highEntropyFindings('FooTest.refund_partialAmount_returns204 failed'), []);
    assert.equal(highEntropyFindings('token kT9xQ2mLpZ_vR8nW4yB7hJ3f').length, 1);
  });
});
