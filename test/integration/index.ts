// The extension-host suite: loaded by code-server (scripts/vscode-host.mjs) or @vscode/test-electron
// alike as `extensionTestsPath`. run() settles when mocha is done; the counts leave the extension host
// through a file named by $LEARNINGS_HOST_COUNTS_FILE (the host inherits code-server's environment).
import { writeFileSync } from 'node:fs';
import Mocha from 'mocha';
import { mocha } from './mochaSetup';
import './manifest.test';
import './activation.test';
import './tree.test';
import './liveUpdate.test';
import './codeLens.test';
import './commands.test';
import './dashboard.test'; // before the writing commands: it needs learnings still ready to promote
import './writeCommands.test';
import './trust.test';
import { UNTRUSTED_SUITE } from './untrusted.test';

const { EVENT_TEST_PASS, EVENT_TEST_FAIL, EVENT_TEST_PENDING, EVENT_RUN_END } = Mocha.Runner.constants;

export function run(): Promise<void> {
  return new Promise((resolve, reject) => {
    const failures: { title: string; error: string }[] = [];
    let passed = 0;
    let skipped = 0;
    // The untrusted-folder suite needs a host that did not trust the folder; every other suite needs one that did.
    if (process.env.LEARNINGS_HOST_SUITE === 'untrusted') mocha.grep(UNTRUSTED_SUITE);
    else mocha.grep(UNTRUSTED_SUITE).invert();
    const runner = mocha.run();
    runner.on(EVENT_TEST_PASS, (t) => {
      passed++;
      console.log(`  ✓ ${t.fullTitle()}`);
    });
    runner.on(EVENT_TEST_PENDING, (t) => {
      skipped++;
      console.log(`  - ${t.fullTitle()} (skipped)`);
    });
    runner.on(EVENT_TEST_FAIL, (t, err: Error) => {
      failures.push({ title: t.fullTitle(), error: `${err?.message ?? err}\n${(err?.stack ?? '').split('\n').slice(1, 6).join('\n')}` });
      console.log(`  ✗ ${t.fullTitle()}: ${err?.message ?? err}`);
    });
    runner.once(EVENT_RUN_END, () => {
      // A host that registered nothing (a broken import, a renamed file) has tested nothing: that is a failure.
      if (passed + failures.length + skipped === 0) failures.push({ title: 'extension host', error: 'no tests were registered' });
      const counts = { passed, failed: failures.length, skipped, failures };
      const file = process.env.LEARNINGS_HOST_COUNTS_FILE;
      if (file) writeFileSync(file, JSON.stringify(counts));
      console.log(`extension host: ${passed} passed, ${failures.length} failed${skipped ? `, ${skipped} skipped` : ''}`);
      if (failures.length) reject(new Error(`${failures.length} extension-host test(s) failed`));
      else resolve();
    });
  });
}
