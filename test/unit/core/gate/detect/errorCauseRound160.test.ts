import assert from 'node:assert/strict';
import { analyzeFailure, findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 160–165 showed, on outputs written for this file: a workflow linter's located finding
// over its source excerpt, a BuildKit step whose own output (in the block under the step) says why, a service that is
// not running over the hint to start it, a sanitizer's own finding before its summary, .NET's inner exception under an
// AggregateException, the race detector's test line kept as printed, a build that says only that it failed, and a Maven
// plugin's own finding logged above the build's verdict.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 160 to 165', () => {
  it("a linter's located finding ending in its rule name, not the caret under the excerpt", () => {
    const out = 'deploy/pipeline.yml:12:9: input "node-version" is not defined in action "setup-node" [action]\n   |\n12 |         node-versoin: 20\n   |         ^~~~~~~~~~~~\n';
    assert.equal(cause('actionlint', out), 'deploy/pipeline.yml:12:9: input "node-version" is not defined in action "setup-node" [action]');
  });

  it("BuildKit's failed step: the step's own output, with its time stamp taken off", () => {
    const out = '[+] Building 3.1s (7/9)\n => [web deps 2/4] COPY package.json ./     0.0s\n => ERROR [web deps 3/4] RUN npm ci --omit=dev      2.2s\n------\n > [web deps 3/4] RUN npm ci --omit=dev:\n1.873 npm error code EBADENGINE\n2.010 npm error engine Unsupported engine: wanted node >=22 (current: 20.11.1)\n------\nfailed to solve: process "/bin/sh -c npm ci --omit=dev" did not complete successfully: exit code: 1';
    assert.match(cause('docker compose build web', out), /Unsupported engine: wanted node >=22 \(current: 20\.11\.1\)/);
    const plain = ' => ERROR [app build 5/7] RUN bundle exec rake assets:precompile   4.0s\n------\n > [app build 5/7] RUN bundle exec rake assets:precompile:\n3.911 Sprockets::FileNotFound: couldn\'t find file \'admin/theme\' with type \'text/css\'\n------\nERROR: failed to solve: process "/bin/sh -c bundle exec rake assets:precompile" did not complete successfully: exit code: 1';
    assert.equal(cause('docker build -t shop .', plain), "Sprockets::FileNotFound: couldn't find file 'admin/theme' with type 'text/css'");
  });

  it('a service that is not running, over the hint that follows it', () => {
    const out = 'Stack "dev" is not running.\n\nStart it with: ./bin/devstack up';
    assert.equal(cause('./bin/devstack exec app php artisan migrate', out), 'Stack "dev" is not running.');
  });

  it("a sanitizer's own finding first: ASan's error line without its registers, UBSan's runtime error line", () => {
    const asan = '[ RUN      ] Ring.Wraps\n==9120==ERROR: AddressSanitizer: stack-use-after-return on address 0x7f31a2c00040 at pc 0x55d0c1 bp 0x7ffd sp 0x7ffd\nREAD of size 4 at 0x7f31a2c00040 thread T0\n    #0 0x55d0c1 in ring::peek() src/ring.cc:22:10\n\nSUMMARY: AddressSanitizer: stack-use-after-return src/ring.cc:22:10 in ring::peek()\n==9120==ABORTING';
    assert.equal(cause('ctest --output-on-failure', asan), 'ERROR: AddressSanitizer: stack-use-after-return on address 0x7f31a2c00040 — SUMMARY: AddressSanitizer: stack-use-after-return src/ring.cc:22:10 in ring::peek()');
    const ubsan = '[ RUN      ] Hash.Mixes\nsrc/hash.cc:17:21: runtime error: signed integer overflow: 2147483647 + 1 cannot be represented in type \'int\'\nSUMMARY: UndefinedBehaviorSanitizer: undefined-behavior src/hash.cc:17:21';
    assert.equal(cause('ctest', ubsan), "src/hash.cc:17:21: runtime error: signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'");
  });

  it(".NET: the exception an AggregateException wraps is the cause, not the wrapper's list", () => {
    const out = '  Failed Shop.Tests.CartTests.Checkout_works [3 ms]\n  Error Message:\n   System.AggregateException : One or more errors occurred. (Connection refused 127.0.0.1:6379) (The following constructor parameters did not have matching fixture data: RedisFixture redis)\n---- StackExchange.Redis.RedisConnectionException : It was not possible to connect to the redis server(s). UnableToConnect on 127.0.0.1:6379\n---- The following constructor parameters did not have matching fixture data: RedisFixture redis';
    const c = cause('dotnet test', out);
    assert.match(c, /— StackExchange\.Redis\.RedisConnectionException : It was not possible to connect to the redis server\(s\)\./);
    assert.ok(!c.includes('AggregateException'), c);
  });

  it("the race detector's test line as go test printed it", () => {
    const out = '==================\nWARNING: DATA RACE\nWrite at 0x00c000118090 by goroutine 9:\n  example.com/q/store.(*Counter).Inc()\n      /w/store/counter.go:14 +0x44\n\nPrevious read at 0x00c000118090 by goroutine 8:\n  example.com/q/store.(*Counter).Value()\n      /w/store/counter.go:19 +0x3a\n==================\n--- FAIL: TestCounter (0.01s)\n    testing.go:1617: race detected during execution of test\nFAIL';
    assert.match(cause('go test -race ./...', out), /— testing\.go:1617: race detected during execution of test$/);
  });

  it('a build that says only that it failed, its errors elsewhere, is ignored with the reason', () => {
    const v = analyzeFailure({ tool: 'bash', subject: 'dotnet ef database update', exitCode: 1, text: 'Build started...\nBuild failed. Use dotnet build to see the errors.', cwd: '/w' });
    assert.equal(v?.kind, 'ignore');
    const real = analyzeFailure({ tool: 'bash', subject: 'dotnet build', exitCode: 1, text: "Build started...\nsrc/Api/Program.cs(12,5): error CS0103: The name 'cfg' does not exist in the current context\nBuild failed.", cwd: '/w' });
    assert.equal(real?.kind, 'capture');
  });

  it("a Maven plugin's own finding, logged just above the build's verdict, before the goal's summary", () => {
    const out = "[INFO] --- contract:1.2.0:verify (default) @ orders ---\n[ERROR] Contract check: response field 'total' of GET /orders changed from number to string (breaking)\n[INFO] ------------------------------------------------------------------------\n[INFO] BUILD FAILURE\n[INFO] ------------------------------------------------------------------------\n[INFO] Total time:  3.2 s\n[ERROR] Failed to execute goal com.example:contract-maven-plugin:1.2.0:verify (default) on project orders: 1 breaking change found -> [Help 1]";
    assert.match(cause('mvn verify', out), /^Contract check: response field 'total' of GET \/orders changed from number to string \(breaking\) — \[ERROR\] Failed to execute goal/);
  });
});
