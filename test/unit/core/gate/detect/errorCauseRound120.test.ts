import assert from 'node:assert/strict';
import { findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 120–123 showed, on outputs written for this file: R8's missing class under Gradle's task
// failure, Hilt/Dagger's KSP processing error under KSP's exit code, a Celery consumer that cannot reach its broker (the
// host is named there, the traceback's last line names the exception: both are kept; Celery's "[time: LEVEL/Process]"
// prefix is not part of it).
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 120 to 123', () => {
  it("R8's missing class outranks Gradle's task failure", () => {
    const out = ['> Task :app:minifyReleaseWithR8 FAILED', 'ERROR: Missing classes detected while running R8. Please add the missing classes or apply additional keep rules.', 'ERROR: R8: Missing class org.bouncycastle.jsse.BCSSLParameters (referenced from: okhttp3.internal.platform.BouncyCastlePlatform)', '', 'FAILURE: Build failed with an exception.', '* What went wrong:', 'Execution failed for task \':app:minifyReleaseWithR8\'.', '> A failure occurred while executing com.android.build.gradle.internal.tasks.R8Task$R8Runnable'].join('\n');
    assert.match(cause('./gradlew assembleRelease', out), /Missing class org\.bouncycastle\.jsse\.BCSSLParameters \(referenced from:/);
  });

  it("Hilt's KSP error outranks KSP's exit code", () => {
    const out = ["e: [ksp] InjectProcessingStep was unable to process 'CartRepository(com.example.shop.api.CartApi)' because 'com.example.shop.api.CartApi' could not be resolved.", '', 'FAILURE: Build failed with an exception.', '* What went wrong:', "Execution failed for task ':app:kspDebugKotlin'.", '> A failure occurred while executing com.google.devtools.ksp.gradle.KspAAWorkerAction', '   > KSP failed with exit code: PROCESSING_ERROR'].join('\n');
    assert.match(cause('./gradlew :app:assembleDebug', out), /^e: \[ksp\] InjectProcessingStep was unable to process 'CartRepository/);
  });

  it('a Celery consumer that cannot reach its broker names the broker', () => {
    const out = ['[2026-11-30 09:12:01,004: ERROR/MainProcess] consumer: Cannot connect to redis://cache:6379/0: Error -3 connecting to cache:6379. Temporary failure in name resolution..', 'Trying again in 2.00 seconds... (1/100)', 'Traceback (most recent call last):', '  File "/usr/lib/python3.12/site-packages/kombu/connection.py", line 472, in _reraise_as_library_errors', 'kombu.exceptions.OperationalError: Error -3 connecting to cache:6379. Temporary failure in name resolution.'].join('\n');
    assert.equal(cause('celery -A shop worker', out), 'consumer: Cannot connect to redis://cache:6379/0: Error -3 connecting to cache:6379. Temporary failure in name resolution.. — kombu.exceptions.OperationalError: Error -3 connecting to cache:6379. Temporary failure in name resolution.');
  });
});
