import assert from 'node:assert/strict';
import { analyzeFailure, findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes found after blind stream 87 and in blind streams 88–91, on outputs written for this file: npm 10's
// script failure (its "npm error code 1" is the exit status, its path/workspace/location lines are where, not why), a
// validation error whose detail is the block printed under the same message, a linker's error under Bazel's report,
// ScalaTest's "Cause:" chain, an Ecto pool's dropped request after the connect error it comes from, a schema's list of
// findings under its heading, PHPStan's account of its own crash, a timeout reported only as "command exited with code 124".
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families found after blind stream 87', () => {
  it("npm 10's script failure: the script's own words, not npm's exit status or where it ran", () => {
    const out = '\n> shop@1.0.0 import\n> node scripts/import.mjs\n\ncatalog feed returned 0 rows, refusing to wipe the table\nnpm error Lifecycle script `import` failed with error:\nnpm error code 1\nnpm error path /home/dev/shop\nnpm error workspace shop@1.0.0\nnpm error location /home/dev/shop\nnpm error command failed\nnpm error command sh -c node scripts/import.mjs';
    assert.equal(cause('npm run import', out), 'catalog feed returned 0 rows, refusing to wipe the table');
    // A real npm code still names the failure.
    assert.match(cause('npm install', 'npm error code E404\nnpm error 404 Not Found - GET https://registry.npmjs.org/left-padd - Not found'), /^npm error code E404/);
  });

  it('a validation message printed again with its detail as a block: the block is the cause', () => {
    const out = '> api@0.3.0 start\n> tsx src/main.ts\n\n❌ Invalid environment variables: {\n  REDIS_URL: [ \'Invalid url\' ],\n  PORT: [ \'Expected number, received nan\' ]\n}\nError: Invalid environment variables\n    at onValidationError (/app/node_modules/@t3-oss/env-core/dist/index.js:28:15)\nnpm error code 1';
    assert.equal(cause('npm start', out), "❌ Invalid environment variables: { REDIS_URL: [ 'Invalid url' ], PORT: [ 'Expected number, received nan' ] }");
  });

  it("a linker's error under Bazel's report that linking failed", () => {
    const out = "INFO: Analyzed target //app:native (12 packages loaded).\nERROR: /src/cam/app/BUILD.bazel:3:10: Linking app/libnative.so failed: (Exit 1): clang failed: error executing CppLink command (from target //app:libnative.so)\nld.lld: error: undefined symbol: AHardwareBuffer_describe\n>>> referenced by frame.cc:88\nclang: error: linker command failed with exit code 1 (use -v to see invocation)\nERROR: Build did NOT complete successfully";
    assert.equal(cause('bazel build //app:native', out), 'ld.lld: error: undefined symbol: AHardwareBuffer_describe');
  });

  it("ScalaTest's chain: the deepest Cause, not the wrapper", () => {
    const out = '[info] PipelineSpec:\n[info] - should join orders with users *** FAILED ***\n[info]   org.apache.flink.runtime.client.JobExecutionException: Job execution failed.\n[info]   ...\n[info]   Cause: java.lang.NullPointerException: Cannot invoke "String.length()" because "name" is null\n[info]   at shop.Join.apply(Join.scala:12)\n[error] Failed tests:';
    assert.equal(cause('sbt test', out), '- should join orders with users *** FAILED *** — java.lang.NullPointerException: Cannot invoke "String.length()" because "name" is null');
  });

  it("an Ecto pool's dropped request keeps the connect error logged above it", () => {
    const out = '10:01:02.003 [error] Postgrex.Protocol (#PID<0.300.0>) failed to connect: ** (DBConnection.ConnectionError) tcp connect (db.internal:5432): connection refused - :econnrefused\n** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2000ms.\n    (ecto_sql 3.12.1) lib/ecto/adapters/sql.ex:1096: Ecto.Adapters.SQL.raise_sql_call_error/1';
    assert.match(cause('mix ecto.migrate', out), /connection not available .* — \*\* \(DBConnection\.ConnectionError\) tcp connect \(db\.internal:5432\): connection refused - :econnrefused$/);
  });

  it("a schema's findings under its heading; PHPStan's own account of its crash", () => {
    const helm = "Error: INSTALL FAILED: values don't meet the specifications of the schema(s) in the following chart(s):\nbilling:\n- replicas: Invalid type. Expected: integer, given: string\n- image.tag: String length must be greater than or equal to 1";
    assert.equal(cause('helm install billing ./charts/billing', helm), "Error: INSTALL FAILED: values don't meet the specifications of the schema(s) in the following chart(s): replicas: Invalid type. Expected: integer, given: string; image.tag: String length must be greater than or equal to 1");
    const stan = 'PHP Fatal error:  Allowed memory size of 268435456 bytes exhausted (tried to allocate 4096 bytes) in phar:///app/vendor/phpstan/phpstan/phpstan.phar/src/Analyser/Scope.php on line 40\nPHPStan process crashed because it reached configured PHP memory limit: 256M\nIncrease your memory limit in php.ini or run PHPStan with --memory-limit CLI option.';
    assert.equal(cause('vendor/bin/phpstan analyse', stan), 'PHPStan process crashed because it reached configured PHP memory limit: 256M');
  });

  it('a timeout reported only as "command exited with code 124" has nothing to learn', () => {
    const v = analyzeFailure({ tool: 'bash', subject: 'timeout 30 kafka-console-consumer --topic t --max-messages 1', text: 'command exited with code 124', failed: true });
    assert.deepEqual(v, { kind: 'ignore', reason: 'timed out with no message' });
  });
});
