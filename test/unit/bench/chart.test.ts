// The scaling chart is SVG text built by hand: names are escaped, every point lands inside the plot, and a
// larger value is drawn higher (log scale).
import assert from 'node:assert/strict';
import { lineChart } from '../../../bench/chart';

describe('bench chart', () => {
  it('escapes names, keeps points inside the plot and draws larger values higher', () => {
    const svg = lineChart({ title: 'a < b & "c"', xLabel: 'entries', yLabel: 'ms', series: [{ name: 'hook <p50>', points: [[1_000, 50], [10_000, 120], [100_000, 900]] }, { name: 'brute', points: [[1_000, 2], [10_000, 20]], dashed: true }] });
    assert.ok(!svg.includes('<p50>') && svg.includes('hook &lt;p50&gt;') && svg.includes('a &lt; b &amp; &quot;c&quot;'));
    const circles = [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => [Number(m[1]), Number(m[2])]);
    assert.equal(circles.length, 5);
    for (const [x, y] of circles) assert.ok(x >= 70 && x <= 610 && y >= 40 && y <= 470, `${x},${y} inside the plot`);
    assert.ok(circles[1][1] < circles[0][1] && circles[2][1] < circles[1][1], 'larger values higher');
    assert.ok(circles[1][0] > circles[0][0], 'more entries further right');
    assert.match(svg, /stroke-dasharray/);
  });
});
