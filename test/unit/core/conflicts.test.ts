// Contradicting rules across namespaces: detection, specificity, recency, ties left to a person.
import assert from 'node:assert/strict';
import { extractClaims, findConflicts } from '../../../src/core/conflicts';
import { appliesIn, canMeet } from '../../../src/core/namespaces';
import { entry } from './helpers';

const rule = (text: string, extra: Parameters<typeof entry>[0] = {}) => entry({ format: 'home-memory', kind: 'rule', title: text, body: text, ...extra });

describe('lifecycle/conflicts', () => {
  it('extracts subjects deterministically', () => {
    assert.deepEqual(extractClaims('Use pnpm'), [{ subject: 'pnpm', polarity: 'do' }]);
    assert.deepEqual(extractClaims('use npm, not pnpm'), [{ subject: 'npm', polarity: 'do' }, { subject: 'pnpm', polarity: 'dont' }]);
    assert.deepEqual(extractClaims('Prefer pnpm over yarn.'), [{ subject: 'pnpm', polarity: 'do' }, { subject: 'yarn', polarity: 'dont' }]);
    assert.deepEqual(extractClaims("**Don't** use `yarn`"), [{ subject: 'yarn', polarity: 'dont' }]);
    assert.deepEqual(extractClaims('Always run tests before committing'), [{ subject: 'do: run tests before committing', polarity: 'do' }]);
    assert.deepEqual(extractClaims('Never run tests before committing.'), [{ subject: 'do: run tests before committing', polarity: 'dont' }]);
    assert.deepEqual(extractClaims('No need to use sudo'), [{ subject: 'sudo', polarity: 'dont' }]);
    assert.deepEqual(extractClaims('use npm; never use npm'), [], 'an entry contradicting itself makes no claim');
  });

  it('"use pnpm" (project) vs "use npm, not pnpm" (global): the project rule wins', () => {
    const a = rule('Use pnpm', { namespace: 'project', namespaceName: 'web', file: 'projects/web.md', line: 3 });
    const b = rule('use npm, not pnpm', { namespace: 'global', file: 'memory.md', line: 9 });
    const [c, ...rest] = findConflicts([a, b]);
    assert.equal(rest.length, 0);
    assert.equal(c.subject, 'pnpm');
    assert.deepEqual(c.entries, ['projects/web.md:3', 'memory.md:9']);
    assert.equal(c.winner, 'projects/web.md:3');
    assert.equal(c.needsPerson, false);
    assert.match(c.reason, /most specific wins \(project/);
  });

  it('same level: the most recent wins; same date or undated → a person decides', () => {
    const older = rule('Always squash merge', { namespace: 'domain', namespaceName: 'git', lastSeen: '2026-01-01', file: 'domains/git.md', line: 1 });
    const newer = rule('Never squash merge', { namespace: 'domain', namespaceName: 'git', lastSeen: '2026-03-01', file: 'domains/git.md', line: 5 });
    const [c] = findConflicts([older, newer]);
    assert.equal(c.winner, 'domains/git.md:5');
    assert.match(c.reason, /most recent wins \(2026-03-01\)/);
    const tie = findConflicts([{ ...older, lastSeen: '2026-03-01' }, newer])[0];
    assert.equal(tie.winner, undefined);
    assert.equal(tie.needsPerson, true);
    const undated = findConflicts([{ ...older, lastSeen: undefined }, { ...newer, lastSeen: undefined }])[0];
    assert.equal(undated.needsPerson, true);
  });

  it('rules that never apply together do not conflict (two projects, two users); archived rules are not live', () => {
    const a = rule('Use pnpm', { namespace: 'project', namespaceName: 'web' });
    const b = rule('Do not use pnpm', { namespace: 'project', namespaceName: 'api' });
    assert.deepEqual(findConflicts([a, b]), []);
    assert.deepEqual(findConflicts([{ ...a, user: 'AAAAAAAAAAAA', namespaceName: 'x' }, { ...b, user: 'BBBBBBBBBBBB', namespaceName: 'x' }]), []);
    assert.deepEqual(findConflicts([a, { ...b, namespaceName: 'web', status: 'archived' }]), []);
    assert.equal(findConflicts([a, { ...b, namespaceName: 'web' }]).length, 1);
  });

  it('namespaces: global applies everywhere, domain/project by name', () => {
    assert.ok(appliesIn(rule('x', { namespace: 'global' }), { project: 'web' }));
    assert.ok(appliesIn(rule('x', { namespace: 'project', namespaceName: 'Web' }), { project: 'web' }));
    assert.ok(!appliesIn(rule('x', { namespace: 'project', namespaceName: 'api' }), { project: 'web' }));
    assert.ok(canMeet(rule('x', { namespace: 'domain', namespaceName: 'code' }), rule('y', { namespace: 'project', namespaceName: 'web' })));
  });
});
