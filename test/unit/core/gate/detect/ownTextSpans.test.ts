import assert from 'node:assert/strict';
import { findCorrection } from '../../../../../src/core/gate/detect/correction';
import { ownText } from '../../../../../src/core/gate/detect/quoted';

// Inline code spans are paired left to right: only a long span is pasted code. The prose between two
// short spans is the person's own words, however long it runs (it once read as one long "span").
describe("the user's own words around inline code", () => {
  it('keeps long prose between two short code spans', () => {
    const p = 'the seeds live in `fixtures/seed.sql` and, because the loader replays them in order on every boot of the container, never reorder the statements in `fixtures/seed.sql` by hand';
    assert.equal(ownText(p), p);
  });

  it('still drops one long pasted span and keeps the words around it', () => {
    const code = '`' + 'const handler = async (req, res) => { const body = await parse(req); return res.json(body.items.map(toDto)); }' + '`';
    const own = ownText(`this is what I have ${code} and it works`);
    assert.doesNotMatch(own, /handler/);
    assert.match(own, /this is what I have .* and it works/);
  });

  it('so a standing rule between code spans is heard', () => {
    const hit = findCorrection('ok the release is out. next: tag `v3.2.0` and draft the notes. btw we keep the changelog entries in `CHANGELOG.md` under the Unreleased heading, never in the release notes tool — the last release lost three of them that way. then ping `#releases`');
    assert.equal(hit?.kind, 'instruction');
    assert.match(hit?.text ?? '', /never in the release notes tool/);
  });
});
