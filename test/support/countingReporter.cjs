// Spec output for people, plus a counts file for scripts/test-all.mjs (which prints the closing line).
'use strict';
const fs = require('node:fs');
const Mocha = require('mocha');
const { EVENT_RUN_END } = Mocha.Runner.constants;

class CountingReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once(EVENT_RUN_END, () => {
      const file = process.env.LEARNINGS_COUNTS_FILE;
      if (!file) return;
      const s = runner.stats || {};
      fs.writeFileSync(file, JSON.stringify({ passed: s.passes || 0, failed: s.failures || 0, skipped: s.pending || 0 }));
    });
  }
}
module.exports = CountingReporter;
