// scan.cold10kMs: cold index of 10k entries in 1,000 files through the store (fresh process each run).
// watch.incrementalMs: one file changed in a 10k-entry workspace → index updated and `change` emitted.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { LearningsStore, type StoreChange } from '../../src/store/index';
import { newUserEntry, writeWorkspace } from '../generate';
import { nowMs, round, sleep, summarize } from '../harness';
import type { SuiteResult } from './suite';

export interface ScanConfig {
  repo: string;
  tmp: string;
  entries: number;
  files: number;
  runs: number;
  seed: number;
}

export async function scanSuite(cfg: ScanConfig, log: (s: string) => void): Promise<SuiteResult> {
  const ws = writeWorkspace({ dir: join(cfg.tmp, 'scan'), entries: cfg.entries, files: cfg.files, seed: cfg.seed });
  log(`scan: wrote ${ws.entriesWritten} entries in ${ws.filesWritten} files`);
  const cold: number[] = [];
  const warm: number[] = [];
  let found = { entries: 0, diagnostics: 0 };
  for (let i = 0; i < cfg.runs; i++) {
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(cfg.repo, 'bench/probes/scanOnce.ts'), ws.projectRoot, ws.homeRoot], { cwd: cfg.repo, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`scan probe exited ${r.status}: ${r.stderr.slice(0, 2000)}`);
    const out = JSON.parse(r.stdout.trim().split('\n').pop()!);
    cold.push(out.ms);
    warm.push(out.warmMs);
    found = { entries: out.entries, diagnostics: out.diagnostics };
  }
  const c = summarize(cold);
  const w = summarize(warm);
  const allFound = found.entries === ws.entriesWritten;
  return {
    figures: { cold10kMs: allFound || found.entries > 0 ? round(c.p50, 1) : null },
    notes: [
      `${ws.entriesWritten.toLocaleString('en')} generated entries in ${ws.filesWritten.toLocaleString('en')} files (3 self-improving-agent files, _global/ with PATTERNS.md, ${ws.users.length} per-user folders × 2 files, one JSON file per structured entry, 14 home-memory files), written to bench/tmp/scan.`,
      `\`new LearningsStore({roots, home}).load()\` — discovery, read, parse (src/formats) and index — timed in a fresh Node process each run (bench/probes/scanOnce.ts); median of ${cfg.runs} runs. The OS file cache is warm (files just written), the process is not.`,
      `The store found ${found.entries.toLocaleString('en')} entries (${found.diagnostics} diagnostics).${allFound ? '' : ' This differs from the number written: the formats layer counts entries its own way (e.g. home-memory bullets) or does not read a variant.'}`,
    ],
    details: { cold: rs(c), warmReloadInSameProcess: rs(w), entriesWritten: ws.entriesWritten, entriesFound: found.entries, diagnostics: found.diagnostics },
  };
}

export interface WatchConfig {
  tmp: string;
  entries: number;
  files: number;
  runs: number;
  seed: number;
}

export async function watchSuite(cfg: WatchConfig, log: (s: string) => void): Promise<SuiteResult> {
  const ws = writeWorkspace({ dir: join(cfg.tmp, 'watch'), entries: cfg.entries, files: cfg.files, seed: cfg.seed });
  const store = new LearningsStore({ roots: [ws.projectRoot], home: ws.homeRoot });
  await store.load();
  await store.watch();
  const before = store.entries().length;
  log(`watch: ${before} entries loaded, watcher ready`);
  const samples: number[] = [];
  const handling: number[] = [];
  try {
    await sleep(300);
    for (let i = 0; i < cfg.runs + 1; i++) {
      const file = ws.userFiles[(i * 7) % ws.userFiles.length];
      const user = ws.users[(i * 7) % ws.users.length];
      const got = new Promise<{ at: number; change: StoreChange }>((res, rej) => {
        const timer = setTimeout(() => rej(new Error(`no change event within 5 s for ${file}`)), 5000);
        const on = (change: StoreChange) => {
          if (!change.files.includes(file)) return;
          clearTimeout(timer);
          store.off('change', on);
          res({ at: nowMs(), change });
        };
        store.on('change', on);
      });
      const t0 = nowMs();
      appendFileSync(file, newUserEntry(user, 900 + i, cfg.seed + i));
      const { at, change } = await got;
      if (change.added.length !== 1) throw new Error(`expected 1 added entry, got ${JSON.stringify(change).slice(0, 300)}`);
      if (i > 0) samples.push(at - t0); // the first change warms the refresh path
      await sleep(150);
    }
    await store.close();
    // The same change applied directly (no watcher, no debounce): the re-read + re-index share.
    for (let i = 0; i < cfg.runs; i++) {
      const k = (i * 11 + 3) % ws.userFiles.length;
      appendFileSync(ws.userFiles[k], newUserEntry(ws.users[k], 950 + i, cfg.seed + 1000 + i));
      const t1 = nowMs();
      const change = await store.refreshFile(ws.userFiles[k]);
      handling.push(nowMs() - t1);
      if (change.added.length !== 1) throw new Error(`direct refresh: expected 1 added entry, got ${change.added.length}`);
    }
  } finally {
    await store.close();
  }
  const h = summarize(handling);
  const s = summarize(samples);
  return {
    figures: { incrementalMs: round(s.p50, 1) },
    notes: [
      `A ${before.toLocaleString('en')}-entry workspace (${ws.filesWritten} files) loaded by \`LearningsStore\` with \`watch()\` started (the store's default debounce). Each run appends one entry to a per-user LEARNINGS.md (as an agent does) and times from the write to the \`change\` event that reports the file with exactly one added entry: watcher latency + debounce + re-read + re-index.`,
      `Median of ${cfg.runs} runs after one warm-up change, 150 ms apart. For the breakdown, the same append is then applied with \`store.refreshFile(file)\` directly (no watcher, no debounce): its median is in details.directRefresh.`,
    ],
    details: { incremental: rs(s), directRefresh: rs(h), entries: before },
  };
}

function rs(s: ReturnType<typeof summarize>) {
  return { n: s.n, p50: round(s.p50, 2), p90: round(s.p90, 2), p99: round(s.p99, 2), min: round(s.min, 2), max: round(s.max, 2) };
}
