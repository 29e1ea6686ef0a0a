import assert from 'node:assert/strict';
import { DedupIndex } from '../../../../../src/core/gate/dedup';
import { analyzeFailure, findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 138–143 showed, on outputs written for this file: Prisma's validation under a test's
// 500, CloudFormation's resource handler message under "failed to deploy", Prettier's verdict over its file list, a line
// prefix a runner adds (an EAS build phase, a BuildKit step, a Cloud Build step, gunicorn's time stamp and pid), tflint's
// findings, a Python exception not named …Error, JaCoCo's rule under Gradle's ant prefix, Copilot's bare "Command failed
// with exit code 1." for a search that found nothing, pytest's "E   " marker, and one root cause under two wrappers.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 138 to 143', () => {
  it("Prisma's validation and CloudFormation's message, over what the test or the deploy said", () => {
    const prisma = ' FAIL  test/orders.spec.ts > lists orders\nPrismaClientValidationError: \nInvalid `prisma.order.findMany()` invocation:\n\nUnknown argument `sortBy`. Did you mean `orderBy`? Available options are marked with ?.\n\nAssertionError: expected 500 to be 200';
    assert.equal(cause('pnpm vitest run', prisma), 'Unknown argument `sortBy`. Did you mean `orderBy`? Available options are marked with ?.');
    const cfn = '✖ Stack shop-api-dev failed to deploy (40s)\nError:\nUPDATE_FAILED: ApiLambdaFunction (AWS::Lambda::Function)\nResource handler returned message: "Memory size 20480 is not within the allowed range (Service: Lambda, Status Code: 400)"';
    assert.match(cause('npx serverless deploy', cfn), /^Resource handler returned message: "Memory size 20480 is not within the allowed range/);
  });

  it("Prettier's verdict names the count and the fix; the files stay beside it", () => {
    const f = findCause('Checking formatting...\n[warn] src/a.ts\n[warn] src/b.ts\n[warn] Code style issues found in 2 files. Run Prettier with --write to fix.', 'pnpm prettier --check .');
    assert.equal(f.cause, '[warn] Code style issues found in 2 files. Run Prettier with --write to fix.');
    assert.deepEqual(f.also, ['[warn] src/a.ts', '[warn] src/b.ts']);
  });

  it("a runner's line prefix is not part of what the line says", () => {
    const eas = '✖ Build failed\n[INSTALL_DEPENDENCIES] npm ERR! code ERESOLVE\n[INSTALL_DEPENDENCIES] npm ERR! Could not resolve dependency:\n[INSTALL_DEPENDENCIES] npm ERR! peer expo@">=52" from expo-router@4.0.1\nError: build command failed.';
    assert.match(cause('eas build -p android', eas), /Could not resolve dependency: peer expo@">=52" from expo-router@4\.0\.1/);
    const step = 'Starting Step #1 - "deploy"\nStep #1 - "deploy": ERROR: (gcloud.run.deploy) PERMISSION_DENIED: Permission \'run.services.get\' denied on resource\nERROR: build step 1 failed';
    assert.match(cause('gcloud builds submit', step), /^ERROR: \(gcloud\.run\.deploy\) PERMISSION_DENIED/);
    const boot = '[2026-12-01 10:00:00 +0000] [9] [ERROR] Exception in worker process\nTraceback (most recent call last):\n  File "/app/wsgi.py", line 3, in <module>\n    app = make()\ndjango.core.exceptions.ImproperlyConfigured: Set the STRIPE_KEY environment variable\n[2026-12-01 10:00:00 +0000] [9] [INFO] Worker exiting (pid: 9)\n[2026-12-01 10:00:00 +0000] [1] [ERROR] Reason: Worker failed to boot.';
    assert.equal(cause('docker run shop-api', boot), 'django.core.exceptions.ImproperlyConfigured: Set the STRIPE_KEY environment variable');
  });

  it("tflint's findings, an error before a warning; JaCoCo's rule under Gradle's ant prefix", () => {
    const tf = '2 issue(s) found:\n\nWarning: variable "x" is declared but not used (terraform_unused_declarations)\n\n  on vars.tf line 3:\n\nError: "t3.nano2" is an invalid value as instance_type (aws_instance_invalid_type)\n\n  on main.tf line 9:\n\nReference: https://example.test/rules/aws_instance_invalid_type.md';
    assert.equal(cause('tflint', tf), 'Error: "t3.nano2" is an invalid value as instance_type (aws_instance_invalid_type)');
    const jacoco = '> Task :api:jacocoTestCoverageVerification FAILED\n[ant:jacocoReport] Rule violated for bundle api: branches covered ratio is 0.61, but expected minimum is 0.70\n\nFAILURE: Build failed with an exception.';
    assert.match(cause('./gradlew check', jacoco), /Rule violated for bundle api: branches covered ratio is 0\.61/);
  });

  it("a search that found nothing, reported only as Copilot's 'Command failed with exit code 1.'", () => {
    assert.equal(analyzeFailure({ tool: 'bash', subject: 'grep -rn "legacyFlag" src/', text: 'Command failed with exit code 1.', failed: true, cwd: '/w' })?.kind, 'ignore');
  });

  it("pytest's E marker is not part of the cause (so the same exception met outside pytest reads the same)", () => {
    const out = '    def test_settings():\n>       load()\nE   django.core.exceptions.ImproperlyConfigured: Set the REDIS_URL environment variable\n\ntests/test_boot.py:4: ImproperlyConfigured';
    assert.equal(cause('pytest tests/test_boot.py', out), 'django.core.exceptions.ImproperlyConfigured: Set the REDIS_URL environment variable');
  });

  it('one root cause under two wrappers is one entry', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    const text = (test: string) => `Bash \`./gradlew test\` failed (exit 1): java.lang.IllegalStateException: Failed to load ApplicationContext for [WebMergedContextConfiguration@1a2b testClass = app.${test}] — caused by java.lang.IllegalStateException: Could not find a valid Docker environment.`;
    const d = new DedupIndex([{ id: 'ERR-1', text: text('OrderRepositoryTest'), seenAt: now }]);
    assert.equal(d.sameCause(text('PaymentControllerTest'), now)?.id, 'ERR-1');
  });
});
