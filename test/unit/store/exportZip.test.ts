// Export: every learnings file of every root and the home memory, byte for byte, with a checksummed manifest.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { exportZip, type ExportManifest } from '../../../src/store/exportZip';
import { tempTree } from '../core/helpers';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('lifecycle/exportZip', () => {
  it('unzipping gives identical bytes (BOM, CRLF, binary-ish, no final newline) and a matching manifest', async () => {
    const ws = tempTree({
      '.learnings/LEARNINGS.md': '\uFEFF# L\r\n\r\n## [LRN-20260101-001] x\r\nno final newline',
      '.learnings/entries/error/1.json': '{"id":"1"}\n',
      '.learnings/AAAAAAAAAAAA/LEARNINGS.md': '# A\n',
      '.learnings/BBBBBBBBBBBB/LEARNINGS.md': '# B private\n',
      '.learnings/_meta/usage.jsonl': '{"id":"x","at":"2026-01-01T00:00:00Z"}\n',
      '.knowledge/k.md': '# K\n',
      'knowledge/_discarded/LOG.md': '- gone\n',
      'CLAUDE.md': '# rules\n',
      'src/app.ts': 'not exported\n',
      '.learnings/LEARNINGS.md.lock/x': 'transient',
    });
    const home = tempTree({ 'memory.md': '- a\n', 'archive/old.md': '- b\n', 'projects/p.md': Buffer.from([0xe2, 0x82, 0xac, 0x0a]).toString('utf8') });
    const out = tempTree({});
    try {
      symlinkSync('/etc', join(ws.dir, '.learnings', 'link'));
      const roots = [{ path: ws.dir, kind: 'workspace' as const }, { path: home.dir, kind: 'home' as const }];
      const manifest = await exportZip(roots, join(out.dir, 'all.zip'), { now: new Date('2026-04-15T12:00:00Z') });
      const files = unzipSync(new Uint8Array(readFileSync(join(out.dir, 'all.zip'))));
      const names = Object.keys(files).filter((n) => n !== 'manifest.json').sort();
      const wsName = manifest.roots[0].name;
      assert.match(wsName, /^workspace-1-/);
      assert.deepEqual(names, [
        `${wsName}/.knowledge/k.md`,
        `${wsName}/.learnings/AAAAAAAAAAAA/LEARNINGS.md`,
        `${wsName}/.learnings/BBBBBBBBBBBB/LEARNINGS.md`,
        `${wsName}/.learnings/LEARNINGS.md`,
        `${wsName}/.learnings/_meta/usage.jsonl`,
        `${wsName}/.learnings/entries/error/1.json`,
        `${wsName}/CLAUDE.md`,
        `${wsName}/knowledge/_discarded/LOG.md`,
        'home/archive/old.md',
        'home/memory.md',
        'home/projects/p.md',
      ].sort());
      for (const name of names) {
        const [, ...rest] = name.split('/');
        const src = readFileSync(join(name.startsWith('home/') ? home.dir : ws.dir, ...rest));
        assert.deepEqual(Buffer.from(files[name]), src, `${name} differs`);
      }
      const m = JSON.parse(Buffer.from(files['manifest.json']).toString('utf8')) as ExportManifest;
      assert.equal(m.files.length, names.length);
      for (const f of m.files) {
        assert.equal(f.sha256, sha(files[f.path]));
        assert.equal(f.bytes, files[f.path].length);
      }
      assert.equal(m.createdAt, '2026-04-15T12:00:00.000Z');
    } finally {
      ws.cleanup();
      home.cleanup();
      out.cleanup();
    }
  });

  it("with a user, other users' folders stay out", async () => {
    const ws = tempTree({ '.learnings/AAAAAAAAAAAA/LEARNINGS.md': '# A\n', '.learnings/BBBBBBBBBBBB/LEARNINGS.md': '# B\n', '.learnings/_global/PATTERNS.md': '# P\n' });
    try {
      const m = await exportZip([{ path: ws.dir, kind: 'workspace' }], join(ws.dir, 'out', 'u.zip'), { now: new Date(0), user: 'AAAAAAAAAAAA' });
      assert.deepEqual(m.files.map((f) => f.path.split('/').slice(1).join('/')), ['.learnings/AAAAAAAAAAAA/LEARNINGS.md', '.learnings/_global/PATTERNS.md']);
      assert.equal(m.user, 'AAAAAAAAAAAA');
    } finally {
      ws.cleanup();
    }
  });
});
