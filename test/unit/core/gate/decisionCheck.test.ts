import assert from 'node:assert/strict';
import { checkDecisions, domainOfPath, extractDecisions } from '../../../../src/core/gate/decisionCheck';

const base = { files: [] as string[], domains: [] as string[] };

describe('decision check', () => {
  it('extracts decision clauses deterministically (one per clause)', () => {
    assert.deepEqual(extractDecisions('Use pnpm instead of npm because the lockfile differs. The sky is blue.'), ['Use pnpm instead of npm because the lockfile differs']);
    assert.equal(extractDecisions('- always pin versions\n- never commit .env\n- it rained').length, 2);
    assert.equal(extractDecisions('提交前应该运行测试。不要用 git add .').length, 2);
    assert.equal(extractDecisions('old → new').length, 1);
    assert.equal(extractDecisions('The file is long. It has tests').length, 0);
  });

  it('≥ 2 decisions → pass; 1 decision → fail', () => {
    const two = checkDecisions({ ...base, type: 'pattern', content: 'Prefer zod at boundaries. Never trust JSON from disk.' });
    assert.equal(two.pass, true);
    assert.equal(two.rule, 'decisions');
    const one = checkDecisions({ ...base, type: 'pattern', content: 'Prefer zod at boundaries' });
    assert.equal(one.pass, false);
    assert.equal(one.rule, 'too-few-decisions');
  });

  it('≥ 3 files across ≥ 2 domains → pass; 3 files in one domain or 2 files in 2 domains → fail', () => {
    const files3 = ['src/auth/a.ts', 'src/db/b.ts', 'src/db/c.ts'];
    assert.equal(checkDecisions({ type: 'best_practice', content: 'Tier guard plus handler split', files: files3, domains: [] }).rule, 'cross-cutting');
    assert.equal(checkDecisions({ type: 'best_practice', content: 'Tier guard plus handler split', files: ['src/db/a.ts', 'src/db/b.ts', 'src/db/c.ts'], domains: [] }).pass, false);
    assert.equal(checkDecisions({ type: 'best_practice', content: 'Tier guard plus handler split', files: ['src/auth/a.ts', 'src/db/b.ts'], domains: [] }).pass, false);
    assert.equal(checkDecisions({ type: 'pattern', content: 'x y z', files: ['a/1.ts', 'a/2.ts', 'a/3.ts'], domains: ['auth', 'db'] }).pass, true);
  });

  it('only docstrings → fail (from an edit and from text)', () => {
    const edit = { file: 'm.py', oldText: 'def f():\n    return 1\n', newText: 'def f():\n    """Return one."""\n    return 1\n' };
    const r = checkDecisions({ ...base, type: 'pattern', content: 'Edited m.py', files: ['m.py'], edits: [edit] });
    assert.equal(r.rule, 'only-docstrings');
    assert.equal(checkDecisions({ ...base, type: 'pattern', content: 'Added docstrings to two modules' }).rule, 'only-docstrings');
  });

  it('one trivial edit → fail; a real multi-line edit with 1 decision → too few decisions', () => {
    const trivial = { file: 'a.ts', oldText: 'const x = 1;\n', newText: 'const x = 2;\n' };
    assert.equal(checkDecisions({ ...base, type: 'pattern', content: 'Edited a.ts', files: ['a.ts'], edits: [trivial] }).rule, 'trivial-edit');
    assert.equal(checkDecisions({ ...base, type: 'pattern', content: 'Fixed a typo in the readme', files: ['README.md'] }).rule, 'trivial-edit');
    const big = { file: 'a.ts', oldText: 'a\nb\nc\n', newText: 'x\ny\nz\nw\n' };
    assert.equal(checkDecisions({ ...base, type: 'pattern', content: 'Use a map here', files: ['a.ts'], edits: [big] }).rule, 'too-few-decisions');
  });

  it('corrections, errors and knowledge gaps pass by themselves', () => {
    for (const type of ['correction', 'error', 'knowledge_gap'] as const) {
      assert.equal(checkDecisions({ ...base, type, content: 'x' }).pass, true);
    }
  });

  it('derives a domain from the first two directories', () => {
    assert.equal(domainOfPath('src/auth/server.py'), 'src/auth');
    assert.equal(domainOfPath('src/x.ts'), 'src');
    assert.equal(domainOfPath('README.md'), '(root)');
    assert.equal(domainOfPath('C:\\repo\\lib\\a\\b.cs'), 'C:/repo');
  });
});
