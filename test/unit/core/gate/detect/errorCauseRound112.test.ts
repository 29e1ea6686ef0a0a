import assert from 'node:assert/strict';
import { findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 112–115 showed, on outputs written for this file: Hex's resolver explaining the conflict
// above Mix's one-line summary, xcpretty's failing test under fastlane's "[!] Tests have failed" (with fastlane's "[time]: ▸"
// prefix), Apple's NSError chain whose reason is under "Underlying error", an Airflow task log whose real error is the
// subprocess's (dbt's) under the "{file.py:N} INFO - " prefix while the AirflowException only says the command failed.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 112 to 115', () => {
  it("Hex's resolver explanation is kept with Mix's summary", () => {
    const out = 'Resolving Hex dependencies...\nResolution completed in 0.09s\nBecause phoenix_live_view >= 1.0.0 depends on phoenix ~> 1.7.11 and your app depends on phoenix ~> 1.7.2, phoenix_live_view >= 1.0.0 is forbidden.\nSo, because your app depends on phoenix_live_view ~> 1.0, version solving failed.\n** (Mix) Hex dependency resolution failed';
    assert.match(cause('mix deps.get', out), /Hex dependency resolution failed — Because phoenix_live_view >= 1\.0\.0 depends on phoenix ~> 1\.7\.11 .* is forbidden\.$/);
  });

  it("xcpretty's failing test outranks fastlane's verdict", () => {
    const out = [
      '[14:02:11]: --- Step: run_tests ---',
      '[14:04:40]: ▸ Test Succeeded LoginTests (8 tests)',
      '[14:04:41]: ▸ CartReducerTests',
      '[14:04:41]: ▸     ✗ testCheckoutTapped, XCTAssertEqual failed: ("2") is not equal to ("3")',
      '[14:04:41]: ▸     ✓ testAddItem (0.003 seconds)',
      '[14:04:42]: Test execution failed. Exit status: 65',
      '[!] Tests have failed',
    ].join('\n');
    assert.equal(cause('bundle exec fastlane ios test', out), '✗ testCheckoutTapped, XCTAssertEqual failed: ("2") is not equal to ("3")');
  });

  it("an NSError's underlying reason is added to the command's failure", () => {
    const out = 'An error was encountered processing the command (domain=com.apple.CoreSimulator.SimError, code=405):\nUnable to launch com.example.shop\nUnderlying error (domain=FBSOpenApplicationErrorDomain, code=4):\n\tThe operation couldn’t be completed. The application could not be found for bundle identifier com.example.shop\n';
    assert.match(cause('xcrun simctl launch booted com.example.shop', out), /— The application could not be found for bundle identifier com\.example\.shop$/);
  });

  it("an Airflow task's subprocess error wins over the AirflowException that says the command failed", () => {
    const out = [
      '[2026-11-30T09:00:01.100+0000] {subprocess.py:63} INFO - Running command: [\'bash\', \'-c\', \'dbt run --target prod\']',
      '[2026-11-30T09:00:04.200+0000] {subprocess.py:86} INFO - 09:00:04  Encountered an error:',
      '[2026-11-30T09:00:04.201+0000] {subprocess.py:86} INFO - Runtime Error',
      '[2026-11-30T09:00:04.201+0000] {subprocess.py:86} INFO -   Could not find profile named \'warehouse\'',
      '[2026-11-30T09:00:04.400+0000] {subprocess.py:97} INFO - Command exited with return code 2',
      '[2026-11-30T09:00:04.420+0000] {taskinstance.py:3311} ERROR - Task failed with exception',
      'airflow.exceptions.AirflowException: Bash command failed. The command returned a non-zero exit code 2.',
    ].join('\n');
    assert.equal(cause('airflow dags test nightly 2026-11-30', out), "Could not find profile named 'warehouse'");
  });
});
