import assert from 'node:assert/strict';
import { analyzeFailure, findCause } from '../../../../../src/core/gate/detect/errorCause';
import { portablePaths } from '../../../../../src/core/gate/detect/portablePaths';

const capture = (tool: string, subject: string, text: string, exitCode?: number) => {
  const v = analyzeFailure({ tool, subject, text, exitCode, failed: true, cwd: '/work/proj' });
  assert.equal(v?.kind, 'capture', `${subject}: ${JSON.stringify(v)}`);
  return v as Extract<typeof v, { kind: 'capture' }>;
};

describe('error cause extraction', () => {
  it('takes the line that names the failure, not the preamble', () => {
    assert.match(capture('Bash', 'pnpm -r build', 'Scope: all 3 workspace projects\n ERR_PNPM_NO_SCRIPT  Missing script: build', 1).cause, /ERR_PNPM_NO_SCRIPT/);
    assert.match(capture('Bash', 'git push', 'To github.com:o/r.git\n ! [rejected]        dev -> dev (non-fast-forward)\nerror: failed to push some refs', 1).cause, /! \[rejected\]/);
    assert.match(capture('Bash', 'python x.py', 'Traceback (most recent call last):\n  File "x.py", line 1, in <module>\nKeyError: \'user_id\'', 1).cause, /^KeyError: 'user_id'/);
    assert.match(capture('Bash', 'cargo run', '   Compiling a v0.1.0\nerror[E0599]: no method named `len` found\n  --> src/lib.rs:3:7', 101).cause, /E0599.*\(at src\/lib\.rs:3:7\)/);
    assert.match(capture('Bash', 'npx tsc', "a.ts(1,7): error TS2304: Cannot find name 'foo'.", 2).cause, /TS2304/);
    assert.match(capture('Bash', 'pytest', 'E       ValueError: bad input\nFAILED t.py::test_a - ValueError: bad input\n1 failed', 1).cause, /^FAILED t\.py::test_a/);
    assert.match(capture('Bash', 'go test ./...', '--- FAIL: TestSum (0.00s)\n    sum_test.go:9: got 3, want 4\nFAIL', 1).cause, /TestSum.*got 3, want 4/);
    assert.match(capture('Bash', 'npm i', 'npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree', 1).cause, /ERESOLVE.*unable to resolve/);
    assert.equal(findCause('starting\nall good so far\nsomething odd happened here').cause, 'something odd happened here');
  });

  it('keeps the command and makes temp and home paths portable', () => {
    const v = capture('Bash', 'node /home/ana/proj/run.js', 'Error: ENOENT: no such file or directory, open \'/tmp/tmp.x1/data.csv\'\n    at Object.openSync (node:fs:573:18)', 1);
    assert.equal(v.content, "Bash `node ~/proj/run.js` failed (exit 1): Error: ENOENT: no such file or directory, open 'tmp.x1/data.csv'");
    assert.equal(portablePaths('/work/proj/src/a.ts and /Users/kim/x and C:\\Users\\kim\\y and /var/folders/ab/cd12/T/z', '/work/proj'), 'src/a.ts and ~/x and ~\\y and z');
  });

  it('errors that differ in cause give different content', () => {
    const a = capture('Bash', 'pnpm tsc', "Scope: all\nsrc/a.ts(1,1): error TS2322: Type 'string' is not assignable to type 'number'.", 2);
    const b = capture('Bash', 'pnpm tsc', "Scope: all\nsrc/a.ts(1,1): error TS7006: Parameter 'x' implicitly has an 'any' type.", 2);
    assert.notEqual(a.content, b.content);
  });

  it('ignores failures with nothing to learn, with the reason', () => {
    const reason = (subject: string, text: string, exitCode?: number, interrupted = false) => {
      const v = analyzeFailure({ tool: 'Bash', subject, text, exitCode, failed: true, interrupted });
      assert.equal(v?.kind, 'ignore', subject);
      return (v as { reason: string }).reason;
    };
    assert.match(reason('rg foo src', 'Exit code 1'), /no match/);
    assert.match(reason('grep -rn foo .', '', 1), /no match/);
    assert.match(reason('git diff --quiet', '', 1), /different/);
    assert.match(reason('npm run dev', 'Exit code 130'), /SIGINT/);
    assert.match(reason('node server.js', '', 143), /SIGTERM/);
    assert.match(reason('pnpm test', 'Command timed out after 2m 0.0s'), /timed out/);
    assert.match(reason('make', '', 2), /no output/);
    assert.match(reason('pnpm dev', 'whatever', 1, true), /interrupted/);
  });

  it('keeps the warning that failed an eslint --max-warnings run, and the lint a Rust lint error names', () => {
    const lint = capture('Bash', 'npx eslint src --max-warnings 0', 'src/a.ts\n  4:2  warning  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any\n\n✖ 1 problem (0 errors, 1 warning)\n\nESLint found too many warnings (maximum: 0).', 1);
    assert.match(lint.cause, /@typescript-eslint\/no-explicit-any/);
    const clippy = capture('Bash', 'cargo clippy -- -D warnings', 'error: redundant clone\n  --> src/lib.rs:9:14\n   |\n   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#redundant_clone\nerror: could not compile `x` (lib) due to 1 previous error', 101);
    assert.match(clippy.cause, /redundant_clone/);
  });
});
