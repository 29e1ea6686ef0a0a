// Turns bench/results.json into the readable bench/RESULTS.md (and the table the README quotes).
import { TARGETS, getFigure, type Figures } from './targets';

export interface Machine {
  cpus: number;
  cpuModel: string;
  node: string;
  platform: string;
  totalMemGB: number;
  loadAvgAtStart: number[];
  date: string;
}

export interface Results {
  machine: Machine;
  figures: Figures;
  notes: Record<string, string[]>;
  details: Record<string, unknown>;
  durationS: number;
}

function show(v: number | boolean | null | undefined): string {
  if (v === null || v === undefined) return 'n/a';
  if (typeof v === 'boolean') return String(v);
  if (Math.abs(v) >= 100) return v.toFixed(0);
  if (Math.abs(v) >= 10) return v.toFixed(1);
  return v.toFixed(3);
}

/** | figure | value | target | met? | */
export function figuresTable(r: Results): string {
  const rows = ['| figure | key | value | target | met? |', '|---|---|---:|---|---|'];
  for (const t of TARGETS) {
    const v = getFigure(r.figures, t.key);
    const met = !t.met ? '' : v === null || v === undefined ? 'not measured' : t.met(v) ? 'yes' : '**no**';
    rows.push(`| ${t.label} | \`${t.key}\` | ${show(v)} | ${t.text ?? ''} | ${met} |`);
  }
  return rows.join('\n');
}

export function machineLine(m: Machine): string {
  return `${m.cpus} × ${m.cpuModel}, ${m.totalMemGB} GB, Node ${m.node} (${m.platform}), ${m.date}; load average at start ${m.loadAvgAtStart.map((x) => x.toFixed(2)).join(' / ')}`;
}

export function renderResultsMd(r: Results): string {
  const out = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (bench/run.ts); the raw figures are in `results.json` beside this file.',
    '',
    `Machine: ${machineLine(r.machine)}. Whole run: ${r.durationS.toFixed(0)} s.`,
    '',
    figuresTable(r),
    '',
    'Where a target is missed, [ANALYSIS.md](ANALYSIS.md) says where the time goes (profiled) and which design change would meet it.',
    '',
    '## How each figure is measured',
    '',
  ];
  for (const [group, lines] of Object.entries(r.notes)) {
    out.push(`### ${group}`, '');
    for (const l of lines) out.push(`- ${l}`);
    out.push('');
  }
  out.push('## Details', '', '```json', JSON.stringify(r.details, null, 2), '```', '');
  return out.join('\n');
}
