import assert from 'node:assert/strict';
import { captureLearning } from '../../../../src/app/capture/capturePipeline';
import { SECRET_CASES } from '../../../fixtures/gate/secretCases';
import { cleanup, everything, tempRoot } from '../../cli/cliHarness';

/**
 * Whether the secret is in the text. A short all-digit secret (a PIN, a door code) counts where it stands as a
 * token of its own: as a bare substring it also turns up by chance inside the hashes and ids the gate log holds.
 */
function holds(text: string, secret: string): boolean {
  if (!/^\d{1,8}$/.test(secret)) return text.includes(secret);
  return new RegExp(`(?<![0-9A-Za-z])${secret}(?![0-9A-Za-z])`).test(text);
}

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
          assert.ok(!holds(JSON.stringify(r), c.secret), `${c.name} in the result`);
        }
        assert.ok(decisions.has('admitted'));
        const all = everything(root);
        for (const c of SECRET_CASES) assert.ok(!holds(all, c.secret), `${c.name} reached a file`);
        assert.match(all, /\[REDACTED:/);
      } finally {
        cleanup(root);
      }
    });
  }
});
