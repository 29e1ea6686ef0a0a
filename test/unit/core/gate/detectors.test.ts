import assert from 'node:assert/strict';
import { detectBestPractice, detectCorrection, detectEditPattern, detectKnowledgeGap, detectRepeatedSearch, detectToolError, searchKey } from '../../../../src/core/gate/detectors';

describe('detectors', () => {
  it('detects correction language in English and Chinese (strong and weak cues)', () => {
    for (const p of ["No, use pnpm instead", "That's wrong, the config lives in /etc/app", 'I said to use specific files in git add', 'use ripgrep instead of grep', '不对，应该先跑测试', '错了，我说过不要用 git add .']) {
      assert.equal(detectCorrection(p)?.confidence, 0.9, p);
    }
    for (const p of ['Actually, the tests live in spec/', "don't read entire files", '其实这个文件已经移动了', '别用 sudo']) {
      assert.equal(detectCorrection(p)?.confidence, 0.6, p);
    }
    // A bare rejection says nothing to learn: corrective content is required, not a trigger word.
    for (const p of ['Write a function to calculate the factorial of a number', '/deploy staging', 'ok', '違う、そうじゃない']) assert.equal(detectCorrection(p), undefined, p);
  });

  it('detects tool errors from exit codes, tracebacks and Error: lines, not interrupts', () => {
    const e = detectToolError({ tool: 'Bash', subject: 'npm test', text: "Exit code 1\nError: Cannot find module 'express'" });
    assert.equal(e?.type, 'error');
    assert.equal(e?.content, "Bash `npm test` failed (exit 1): Error: Cannot find module 'express'");
    assert.ok(detectToolError({ tool: 'Bash', text: 'Traceback (most recent call last):\n  File "x.py"\nImportError: no' }));
    assert.equal(detectToolError({ tool: 'Bash', text: 'Exit code 130\n[Request interrupted by user for tool use]' }), undefined);
    assert.equal(detectToolError({ tool: 'Bash', exitCode: 0, text: 'all good' }), undefined);
    // A failure with no output has nothing to learn from.
    assert.equal(detectToolError({ tool: 'bash', exitCode: 2, text: '' }), undefined);
  });

  it('detects knowledge gaps and repeated searches (> 3 times, once)', () => {
    assert.equal(detectKnowledgeGap("I looked around. I don't know where the config is loaded.")?.content, "I don't know where the config is loaded.");
    assert.equal(detectKnowledgeGap('All done.'), undefined);
    const key = searchKey('Grep', { pattern: '  loadConfig ' });
    assert.equal(key, 'grep `loadconfig`');
    assert.equal(searchKey('Bash', { command: 'rg loadConfig src' }), '`rg loadconfig src`');
    assert.equal(searchKey('Read', { file_path: '/x' }), undefined);
    assert.equal(detectRepeatedSearch(key!, 3), undefined);
    assert.equal(detectRepeatedSearch(key!, 4)?.type, 'knowledge_gap');
    assert.equal(detectRepeatedSearch(key!, 5), undefined);
  });

  it('detects best practices from praise and stated lessons', () => {
    assert.equal(detectBestPractice('Perfect, keep running preflight before publish', 'user')?.type, 'best_practice');
    assert.equal(detectBestPractice('Done. The fix was to pin node 20 in CI. Bye.', 'agent')?.content, 'The fix was to pin node 20 in CI.');
    assert.equal(detectBestPractice('Please add tests', 'user'), undefined);
    assert.equal(detectBestPractice("you've gone and used --force, that's exactly the shortcut we don't take", 'user'), undefined, 'a complaint with "exactly" in it is no praise');
    assert.equal(detectBestPractice("that's exactly what I wanted, keep the retries in the client", 'user')?.type, 'best_practice');
  });

  it('turns a Write/Edit into a pattern candidate with its decisions and the edit', () => {
    const d = detectEditPattern('/repo/src/db.ts', 'const a = 1;\n', '// Always open the pool lazily because tests import this module\n// Prefer one pool per process instead of per request\nconst a = 1;\n');
    assert.equal(d.type, 'pattern');
    assert.match(d.content, /^In db\.ts: Always open the pool lazily/);
    assert.equal(d.edits?.length, 1);
  });
});
