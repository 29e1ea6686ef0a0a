import assert from 'node:assert/strict';
import { analyzeFailure, findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 96–99 showed, on outputs written for this file: a Rust error chain whose deepest link is
// the reason, a driver that cannot find a program before the connection errors it causes, uv's resolver explanation
// over several lines, Gradle's "What went wrong" line at the margin, Prisma's drift report over its non-interactive
// error, commitlint's findings naming their rule, and a failure whose whole message is "timeout".
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 96 to 99', () => {
  it("a Rust error chain: the first link and the deepest", () => {
    const out = 'Error: load settings\n\nCaused by:\n    0: read config/app.toml\n    1: open failed\n    2: Permission denied (os error 13)';
    assert.equal(cause('cargo run -p app', out), 'Error: load settings — read config/app.toml — Permission denied (os error 13)');
  });

  it('a program the driver cannot find, over the connection errors after it', () => {
    const out = '[0-0] RUNNING in chrome - file:///e2e/login.e2e.ts\n[chromedriver] can not find binary chromedriver in the PATH\n[0-0] 2026-12-02T10:00:00.000Z ERROR webdriver: Request failed with error code ECONNREFUSED\n[0-0] Error: Failed to create session.';
    assert.equal(cause('pnpm test:e2e', out), '[chromedriver] can not find binary chromedriver in the PATH');
  });

  it("uv's explanation goes on over its lines while it fits", () => {
    const out = '  × No solution found when resolving dependencies:\n  ╰─▶ Because only torch<=2.4.1 is available and torch==2.4.1 depends on numpy>=2, we can conclude that torch>=2.4.1 depends on numpy>=2.\n      And because opencv==4.8.0 depends on numpy<2, we can conclude that torch>=2.4.1 and opencv==4.8.0 are incompatible.\n  help: If you want to add the package regardless of the failed resolution, provide the `--frozen` flag.';
    assert.match(cause("uv add 'torch>=2.4.1'", out), /And because opencv==4\.8\.0 depends on numpy<2, we can conclude that torch>=2\.4\.1 and opencv==4\.8\.0 are incompatible\.$/);
  });

  it("Gradle's line at the margin under 'What went wrong', a diff under it aside", () => {
    const api = "> Task :ui:apiCheck FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':ui:apiCheck'.\n> API check failed for project ui.\n  --- /home/dev/app/ui/api/ui.api\n  +++ /home/dev/app/ui/build/api/ui.api\n\n* Try:\n> Run with --stacktrace option to get the stack trace.";
    assert.equal(cause('./gradlew :ui:apiCheck', api), 'API check failed for project ui.');
    const io = "> Task :tokens:generate FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':tokens:generate'.\n> java.io.FileNotFoundException: tokens/light.json (No such file or directory)";
    assert.equal(cause('./gradlew :tokens:generate', io), 'java.io.FileNotFoundException: tokens/light.json (No such file or directory)');
  });

  it("Prisma's drift report; commitlint's findings, each kept", () => {
    const prisma = 'Prisma schema loaded from prisma/schema.prisma\n\n- Drift detected: Your database schema is not in sync with your migration history.\n\nWe need to reset the "public" schema\nError: Prisma Migrate has detected that the environment is non-interactive, which is not supported.';
    assert.equal(cause('pnpm prisma migrate dev', prisma), '- Drift detected: Your database schema is not in sync with your migration history.');
    const lint = '⧗   input: fix stuff\n✖   subject may not be empty [subject-empty]\n✖   type may not be empty [type-empty]\n\n✖   found 2 problems, 0 warnings';
    const found = findCause(lint, 'git commit -m "fix stuff"');
    assert.equal(found.cause, '✖   subject may not be empty [subject-empty]');
    assert.deepEqual(found.also, ['✖   type may not be empty [type-empty]']);
  });

  it('a failure whose whole message is "timeout" has nothing to learn', () => {
    assert.deepEqual(analyzeFailure({ tool: 'bash', subject: 'dvc push -r store', text: 'timeout', failed: true }), { kind: 'ignore', reason: 'timed out with no message' });
  });
});
