// Prompt-time injection: the learnings that apply to a prompt and its files, above the floor, cited, in budget,
// from this project (paths relative to it) and the home memory, active ones only.
import assert from 'node:assert/strict';
import type { Entry } from '../../../../src/core/model';
import { buildPromptContext, promptMatches, PROMPT_BUDGET } from '../../../../src/app/hooks/injectContext';
import { handleHook } from '../../../../src/app/hooks/handleHook';
import { parseHookPayload } from '../../../../src/app/hooks/payload';
import { entry, tempTree } from '../../core/helpers';

const A = '/work/a';
const B = '/work/b';
const HOME = '/home/me/self-improving';

describe('app/hooks prompt context', () => {
  const stripe = entry({ id: 'S', root: B, line: 7, title: 'Stripe webhook needs the raw body', body: 'constructEvent fails when the body was parsed', tags: ['stripe'] });
  const page = entry({ id: 'P', root: B, line: 20, title: 'Landing page data is fetched on the server', relatedFiles: ['app/page.tsx'] });
  const otherProject = entry({ id: 'X', root: A, line: 3, title: 'Dashboard page behind the auth middleware', relatedFiles: ['app/page.tsx'] });
  const req = (prompt: string, files: string[] = [], more = {}) => ({ entries: [stripe, page, otherProject], root: B, home: HOME, prompt, files, ...more });

  it('injects the learning a prompt is about, one cited line each, within the budget', () => {
    const r = buildPromptContext(req('the stripe webhook says no signatures found for the payload'));
    assert.deepEqual(r.used.map((e) => e.id), ['S']);
    assert.match(r.text, /Stripe webhook needs the raw body.*\(\.learnings\/LEARNINGS\.md:7\)/);
    assert.ok(r.text.length <= PROMPT_BUDGET);
  });

  it('gives nothing to a prompt with nothing relevant', () => {
    assert.deepEqual(buildPromptContext(req('thanks, that looks good')), { text: '', used: [] });
    assert.deepEqual(buildPromptContext(req('')), { text: '', used: [] });
  });

  it("matches related files by this project's relative path: another project's page.tsx never crosses", () => {
    const r = buildPromptContext(req('tweak the hero text in app/page.tsx', ['app/page.tsx']));
    assert.deepEqual(r.used.map((e) => e.id), ['P']);
    assert.ok(promptMatches(req('tweak the hero', ['app/page.tsx']))[0].why.includes('related file app/page.tsx'));
    // A bare base name is no related-file match (it may still match as words of this project's entries).
    const bare = promptMatches(req('tweak the hero', ['page.tsx']));
    assert.ok(bare.every((m) => m.entry.id !== 'X' && !m.why.some((w) => w.startsWith('related file'))), JSON.stringify(bare.map((m) => m.why)));
  });

  it('never injects quarantined, retired, archived, HOT or another user\'s learnings', () => {
    const base = { title: 'Zendesk macros are read-only for the bot', root: B };
    const bad = [
      entry({ ...base, id: 'Q', status: 'quarantined' }),
      entry({ ...base, id: 'W', status: 'wont_fix' }),
      entry({ ...base, id: 'R', tier: 'archived' }),
      entry({ ...base, id: 'H', root: HOME, format: 'home-memory', kind: 'rule', tier: 'HOT' }),
      entry({ ...base, id: 'U', user: 'Zt4-nB8yQe1r' }),
      entry({ ...base, id: 'O', root: A }),
    ];
    const filler = Array.from({ length: 20 }, (_, i) => entry({ root: B, title: `note ${i} on the release checklist` }));
    const ask = (e: Entry, user?: string) => buildPromptContext({ entries: [e, ...filler], root: B, home: HOME, user, prompt: 'edit the zendesk macro', files: [] }).used.map((x) => x.id);
    for (const e of bad) assert.deepEqual(ask(e), [], e.id);
    assert.deepEqual(ask(bad[4], 'Zt4-nB8yQe1r'), ['U'], "the user's own learning is theirs");
    assert.deepEqual(ask(entry({ ...base, id: 'OK', status: 'resolved' })), ['OK'], 'a resolved error with its fix still applies');
  });

  it('a superseded learning is not injected; the one that replaces it comes in with it', () => {
    const old = entry({ id: 'OLD', sourceId: 'LRN-1', root: B, title: 'Deploy the storefront with fabric scripts', links: [{ type: 'superseded_by', target: 'LRN-2' }] });
    const neu = entry({ id: 'NEW', sourceId: 'LRN-2', root: B, title: 'Ship through the release pipeline' });
    const filler = Array.from({ length: 20 }, (_, i) => entry({ root: B, title: `note ${i} on the review checklist` }));
    const r = buildPromptContext({ entries: [old, neu, ...filler], root: B, home: HOME, prompt: 'run the fabric deploy for the storefront', files: [] });
    assert.deepEqual(r.used.map((e) => e.id), ['NEW']);
  });

  it('the UserPromptSubmit hook injects it end to end, once per session', async () => {
    const t = tempTree({
      '.learnings/LEARNINGS.md': '# Learnings\n\n## [LRN-20260101-001] best_practice — Prisma client must be regenerated after a schema change\n\n**Status**: pending\n\n### Summary\nThe new field did not exist on the type until `prisma generate` ran.\n\n### Suggested Action\nRun `pnpm prisma generate` after every schema edit.\n',
    });
    try {
      const ev = parseHookPayload({ hook_event_name: 'UserPromptSubmit', session_id: 's1', cwd: t.dir, prompt: 'I added a column to schema.prisma and now the Order type has no such property' });
      const run = { root: t.dir, home: `${t.dir}/no-home`, now: new Date('2026-04-01T00:00:00Z'), agent: 'claude' };
      const out = await handleHook(ev, run);
      const ctx = out.output?.hookSpecificOutput.additionalContext ?? '';
      assert.match(ctx, /Prisma client must be regenerated.*pnpm prisma generate.*\(\.learnings\/LEARNINGS\.md:3\)/);
      assert.equal((await handleHook(ev, run)).output, undefined, 'already shown in this session');
    } finally {
      t.cleanup();
    }
  });
});
