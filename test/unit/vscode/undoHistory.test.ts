// The session's undo history: an undo runs at most once, the newest is the default, old ones go.
import * as assert from 'node:assert/strict';
import type { UndoRecord } from '../../../src/store/undoPlan';
import { UndoHistory } from '../../../src/vscode/undoHistory';

const record = (path: string): UndoRecord => ({ files: [{ path, before: Buffer.from('a'), written: Buffer.from('b') }], createdFolders: [] });

describe('UndoHistory', () => {
  it('gives each record back once, by id or (without one) the newest', () => {
    const h = new UndoHistory();
    const first = h.keep(record('/1'));
    h.keep(record('/2'));
    assert.equal(h.take()?.files[0]!.path, '/2');
    assert.equal(h.take(first)?.files[0]!.path, '/1');
    assert.equal(h.take(first), undefined, 'an undo runs at most once');
    assert.equal(h.take(), undefined);
  });

  it('drops the oldest record past its limit', () => {
    const h = new UndoHistory(2);
    const oldest = h.keep(record('/1'));
    h.keep(record('/2'));
    h.keep(record('/3'));
    assert.equal(h.size, 2);
    assert.equal(h.take(oldest), undefined);
    assert.equal(h.take()?.files[0]!.path, '/3');
  });
});
