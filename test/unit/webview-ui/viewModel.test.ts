import assert from 'node:assert/strict';
import { admissionSeries, barPercent, CHART_BOX, diffLines, formatPercent, formatScore, histogramBars, nextIndex, polylinePoints, totalsView, xOfIndex, xOfUnit, yOf } from '../../../webview-ui/viewModel';

const B = CHART_BOX;
const top = B.pad.top;
const bottom = B.height - B.pad.bottom;

describe('dashboard view model: chart geometry', () => {
  it('maps 0 to the bottom and 1 to the top of the plot, clamping the rest', () => {
    assert.equal(yOf(0), bottom);
    assert.equal(yOf(1), top);
    assert.equal(yOf(0.5), (top + bottom) / 2);
    assert.equal(yOf(2), top);
    assert.equal(yOf(-1), bottom);
    assert.equal(yOf(Number.NaN), bottom);
  });

  it('spreads points across the width and centres a single point', () => {
    assert.equal(xOfIndex(0, 3), B.pad.left);
    assert.equal(xOfIndex(2, 3), B.width - B.pad.right);
    assert.equal(xOfIndex(0, 1), B.pad.left + (B.width - B.pad.left - B.pad.right) / 2);
    assert.equal(polylinePoints([0, 1]), `${B.pad.left},${bottom} ${B.width - B.pad.right},${top}`);
  });

  it('admission series: three lines, labels and a summary a screen reader can read', () => {
    assert.equal(admissionSeries([]), undefined);
    const s = admissionSeries([
      { at: '2026-02-01T00:00:00Z', considered: 10, admitted: 5, rate: 0.5, threshold: 0.4, floor: 0.35 },
      { at: '2026-02-02T00:00:00Z', considered: 4, admitted: 3, rate: 0.75, threshold: 0.45, floor: 0.35 },
    ])!;
    assert.equal(s.rate.split(' ').length, 2);
    assert.equal(s.floor, `${B.pad.left},${yOf(0.35)} ${B.width - B.pad.right},${yOf(0.35)}`);
    assert.equal(s.firstLabel, '2026-02-01');
    assert.equal(s.lastLabel, '2026-02-02');
    assert.match(s.summary, /latest rate 75% \(3 of 4\), effective threshold 0\.45, floor 0\.35/);
  });

  it('histogram bars: tallest bin fills the plot, empty bins have no height, bars stay inside their bin', () => {
    const bars = histogramBars([
      { from: 0, to: 0.5, count: 2 },
      { from: 0.5, to: 1, count: 4 },
      { from: 0.5, to: 1, count: 0 },
    ]);
    assert.equal(bars[1]!.height, bottom - top);
    assert.equal(bars[1]!.y, top);
    assert.equal(bars[0]!.height, (bottom - top) / 2);
    assert.equal(bars[2]!.height, 0);
    assert.ok(bars[0]!.x >= xOfUnit(0) && bars[0]!.x + bars[0]!.width <= xOfUnit(0.5));
    assert.equal(bars[1]!.label, '0.50–1.00: 4');
    assert.ok(histogramBars([{ from: 0, to: 1, count: 0 }]).every((b) => b.height === 0));
  });
});

describe('dashboard view model: labels and lists', () => {
  it('formats scores, percentages and bar widths, with a dash for unknown', () => {
    assert.equal(formatScore(0.755), '0.76');
    assert.equal(formatScore(undefined), '—');
    assert.equal(formatPercent(0.333), '33%');
    assert.equal(barPercent(0.5), '50%');
    assert.equal(barPercent(3), '100%');
    assert.equal(barPercent(undefined), '0%');
  });

  it('orders statuses by count then name, keeps tiers in the order sent', () => {
    const v = totalsView({ total: 5, byTier: { HOT: 1, WARM: 4 }, byStatus: { resolved: 1, pending: 3, open: 1 } });
    assert.deepEqual(v.tiers, [['HOT', 1], ['WARM', 4]]);
    assert.deepEqual(v.statuses, [['pending', 3], ['open', 1], ['resolved', 1]]);
  });

  it('classifies unified diff lines', () => {
    const kinds = diffLines('--- a/CLAUDE.md\n+++ b/CLAUDE.md\n@@ -1,2 +1,3 @@\n keep\n-old\n+new\n').map((l) => l.kind);
    assert.deepEqual(kinds, ['meta', 'meta', 'hunk', 'ctx', 'del', 'add']);
  });

  it('moves list focus with arrows, Home and End, stopping at the ends', () => {
    assert.equal(nextIndex(0, 'ArrowDown', 3), 1);
    assert.equal(nextIndex(2, 'ArrowDown', 3), 2);
    assert.equal(nextIndex(0, 'ArrowUp', 3), 0);
    assert.equal(nextIndex(1, 'End', 3), 2);
    assert.equal(nextIndex(2, 'Home', 3), 0);
    assert.equal(nextIndex(0, 'a', 3), undefined);
    assert.equal(nextIndex(0, 'ArrowDown', 0), undefined);
  });
});
