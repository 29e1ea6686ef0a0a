import assert from 'node:assert/strict';
import { captureLearning } from '../../../../src/app/capture/capturePipeline';
import { SECRET_CASES } from '../../../fixtures/gate/secretCases';
import { cleanup, everything, tempRoot } from '../../cli/cliHarness';

describe('capture keeps every secret shape off the disk', function () {
  this.timeout(60_000);
  for (const layout of ['json', 'sia'] as const) {
    it(`${SECRET_CASES.length} shapes, in every field, ${layout} root: absent from every file (entries, gate log)`, async () => {
      const root = tempRoot();
      try {
        if (layout === 'sia') {
          const { mkdirSync, writeFileSync } = await import('node:fs');
          mkdirSync(`${root}/.learnings`);
          writeFileSync(`${root}/.learnings/LEARNINGS.md`, '# Learnings\n');
        }
        let t = Date.parse('2026-05-01T00:00:00Z');
        const decisions = new Set<string>();
        for (const c of SECRET_CASES) {
          const r = await captureLearning({ root, now: new Date((t += 60_000)), input: { type: 'correction', content: c.text, example: c.text, files: [`src/a.ts ${c.text}`], functions: [c.text], domains: [c.text], task: c.text } });
          decisions.add(r.decision);
          assert.ok(!JSON.stringify(r).includes(c.secret), `${c.name} in the result`);
        }
        assert.ok(decisions.has('admitted'));
        const all = everything(root);
        for (const c of SECRET_CASES) assert.ok(!all.includes(c.secret), `${c.name} reached a file`);
        assert.match(all, /\[REDACTED:/);
      } finally {
        cleanup(root);
      }
    });
  }
});
