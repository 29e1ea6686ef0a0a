import assert from 'node:assert/strict';
import { findCause } from '../../../../../src/core/gate/detect/errorCause';

// Failure classes blind streams 144–149 showed, on outputs written for this file: javac's "cannot find symbol" in a localized
// JDK (which symbol, where), Maven's missing artifact under "Could not resolve dependencies", Android's manifest merger error
// with its message on the next line, and GoogleTest's own failure message streamed after the values it compared.
const cause = (command: string, text: string): string => findCause(text, command).cause;

describe('error causes: families from blind streams 144 to 149', () => {
  it("javac's missing symbol in a Japanese JDK, with the symbol and where", () => {
    const out = '[ERROR] COMPILATION ERROR : \n[ERROR] /w/app/src/main/java/app/OrderService.java:[21,40] シンボルを見つけられません\n  シンボル:   メソッド getShopCd()\n  場所: タイプapp.OrderFormの変数 form\n[INFO] 1 error';
    assert.match(cause('mvn -q compile', out), /シンボルを見つけられません — シンボル:\s+メソッド getShopCd\(\)/);
  });

  it("Maven's missing artifact and the repository it looked in", () => {
    const out = '[ERROR] Failed to execute goal on project app: Could not resolve dependencies for project app:app:jar:1.0\n[ERROR] dependency: com.acme:lib:jar:2.1.0 (compile)\n[ERROR] \tCould not find artifact com.acme:lib:jar:2.1.0 in internal (https://repo.example.test/maven/)\n[ERROR] -> [Help 1]';
    assert.match(cause('mvn package', out), /Could not find artifact com\.acme:lib:jar:2\.1\.0 in internal/);
  });

  it("Android's manifest merger: the located error's message, over Gradle's summary", () => {
    const out = '> Task :app:processDebugMainManifest FAILED\n/w/app/src/main/AndroidManifest.xml:20:9-40 Error:\n\tAttribute application@label value=(@string/app_name) from AndroidManifest.xml:20:9-40 is also present at [lib] AndroidManifest.xml:12:5-30 value=(Lib).\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task \':app:processDebugMainManifest\'.\n> Manifest merger failed with multiple errors, see logs';
    assert.match(cause('./gradlew assembleDebug', out), /Error: — Attribute application@label value=\(@string\/app_name\) .* is also present at \[lib\]/);
  });

  it("GoogleTest's own message after the compared values", () => {
    const out = '[ RUN      ] Cache.EvictsOldest\ntests/cache_test.cpp:41: Failure\nExpected equality of these values:\n  cache.size()\n    Which is: 3\n  2u\noldest entry was not evicted when the cache was full\n[  FAILED  ] Cache.EvictsOldest (2 ms)';
    assert.match(cause('ctest --output-on-failure', out), /— oldest entry was not evicted when the cache was full$/);
    // No message of its own: nothing is added.
    const bare = '[ RUN      ] Cache.Grows\ntests/cache_test.cpp:52: Failure\nValue of: cache.grew()\n  Actual: false\nExpected: true\n[  FAILED  ] Cache.Grows (1 ms)';
    assert.equal(cause('ctest', bare), 'tests/cache_test.cpp:52: Failure — Value of: cache.grew() Actual: false Expected: true');
  });
});
