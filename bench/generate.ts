// The seeded generator of the benchmark data: a corpus of learnings with near-duplicate clusters,
// near-duplicate probes at controlled Jaccard levels, and whole workspaces on disk in every format.
// Same seed → byte-identical output on every machine.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as R from './renderers';
import { Rng, caseAndSpaceVariant, learningText, roughVariant, variantInBand, type GeneratedText } from './textGen';

/** Fraction of the corpus that are edited copies of an earlier entry (clusters of related wording). */
const CLUSTER_SHARE = 0.08;

/** An endless corpus: fresh learnings, and now and then a rough variant of an earlier one. */
export class Corpus {
  private readonly r: Rng;
  private readonly recent: GeneratedText[] = [];
  constructor(seed: number) {
    this.r = new Rng(seed);
  }
  next(): GeneratedText {
    const r = this.r;
    if (this.recent.length > 20 && r.chance(CLUSTER_SHARE)) {
      const base = r.pick(this.recent);
      const words = base.text.split(/\s+/).length;
      const edits = Math.max(1, Math.round(words * (0.02 + r.next() * 0.08)));
      const text = roughVariant(base.text, r, base.lang, edits);
      const [summary, ...rest] = text.split('\n');
      return { lang: base.lang, summary, details: rest.join(' '), action: '', text };
    }
    const g = learningText(r);
    if (this.recent.length < 2000) this.recent.push(g);
    else this.recent[r.int(0, 1999)] = g;
    return g;
  }
}

export interface StoredText {
  id: string;
  text: string;
  lang: string;
}

export type ProbeKind = 'exact' | 'near' | 'borderline-above' | 'borderline-below' | 'novel';
export interface Probe {
  kind: ProbeKind;
  text: string;
  /** The stored entry it was derived from (none for novel probes). */
  from?: string;
}

export interface NearDupDataset {
  stored: StoredText[];
  probes: Probe[];
}

/**
 * `n` stored texts and probes against them: exact duplicates (case/whitespace changed), near
 * duplicates (Jaccard 0.88–0.97 to their source), borderline ones just above and just below the
 * 0.85 merge threshold, and novel texts.
 */
export function nearDupDataset(n: number, probesPerKind: number, seed: number): NearDupDataset {
  const corpus = new Corpus(seed);
  const stored: StoredText[] = [];
  for (let i = 0; i < n; i++) {
    const g = corpus.next();
    stored.push({ id: `E${String(i).padStart(6, '0')}`, text: g.text, lang: g.lang });
  }
  const r = new Rng(seed ^ 0x5eed);
  const probes: Probe[] = [];
  const bands: [ProbeKind, number, number][] = [
    ['near', 0.88, 0.97],
    ['borderline-above', 0.8501, 0.87],
    ['borderline-below', 0.83, 0.85],
  ];
  for (let i = 0; i < probesPerKind; i++) {
    const src = r.pick(stored);
    probes.push({ kind: 'exact', text: caseAndSpaceVariant(src.text, r), from: src.id });
  }
  for (const [kind, lo, hi] of bands) {
    let made = 0;
    while (made < probesPerKind) {
      const src = r.pick(stored);
      const text = variantInBand(src.text, r, src.lang as GeneratedText['lang'], lo, hi);
      if (text === undefined) continue; // too short for so narrow a band: pick another
      probes.push({ kind, text, from: src.id });
      made++;
    }
  }
  const fresh = new Corpus(seed + 1_000_003);
  for (let i = 0; i < probesPerKind; i++) probes.push({ kind: 'novel', text: fresh.next().text });
  return { stored, probes };
}

// --- workspaces on disk -----------------------------------------------------------------------

export interface WorkspaceSpec {
  dir: string;
  entries: number;
  files: number;
  seed: number;
}

/** One generated file: which root it belongs to, its path relative to that root, its text. */
export interface GeneratedFile {
  rootKind: 'workspace' | 'home';
  rel: string;
  text: string;
  entries: number;
}

export interface WorkspaceFiles {
  files: GeneratedFile[];
  entries: number;
  /** Per-user ids in the workspace. */
  users: string[];
  /** Per-user LEARNINGS.md paths (relative to the project root). */
  userFiles: string[];
}

export interface Workspace {
  /** The project root (holds .learnings/). */
  projectRoot: string;
  /** The home memory root (~/self-improving). */
  homeRoot: string;
  filesWritten: number;
  entriesWritten: number;
  /** Per-user LEARNINGS.md files (absolute): where a live change is made in the watch benchmark. */
  userFiles: string[];
  users: string[];
}
function sha(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Splits `total` into `parts` near-equal counts. */
function spread(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, i) => base + (i < total - base * parts ? 1 : 0));
}

/**
 * A project root and a home root with `entries` learnings in exactly `files` files:
 * self-improving-agent LEARNINGS/ERRORS/FEATURE_REQUESTS, `_global/` (incl. PATTERNS.md), per-user
 * folders (two files each), one JSON file per structured entry, and home memory files.
 */
export function workspaceFiles(spec: Omit<WorkspaceSpec, 'dir'>): WorkspaceFiles {
  const { entries, files, seed } = spec;
  const r = new Rng(seed);
  const corpus = new Corpus(seed + 17);
  const out: GeneratedFile[] = [];
  const write = (rootKind: GeneratedFile['rootKind'], rel: string, text: string, count: number) => {
    out.push({ rootKind, rel, text, entries: count });
  };
  const domains = ['code', 'writing', 'infra', 'testing', 'security', 'data'];
  const homeFiles = 2 + domains.length * 2;
  const userCount = Math.max(1, Math.round((files * 0.3) / 2));
  const jsonFiles = files - 3 - 3 - homeFiles - userCount * 2;
  if (jsonFiles < 0) throw new Error(`${files} files are too few for the workspace layout`);
  const homeEntries = Math.min(Math.round(entries * 0.05), 60 + 50 + domains.length * 2 * 30);
  const siaEntries = Math.round(entries * 0.15);
  const globalEntries = Math.round(entries * 0.03);
  const userEntries = entries - jsonFiles - homeEntries - siaEntries - globalEntries;
  if (userEntries < userCount * 2) throw new Error(`${entries} entries are too few for ${files} files`);
  const users = Array.from({ length: userCount }, () => r.userId());

  // self-improving-agent files: LEARNINGS 2/3, ERRORS 1/4, FEATURE_REQUESTS the rest.
  const siaSplit: [string, 'LRN' | 'ERR' | 'FEAT', number][] = [
    ['LEARNINGS.md', 'LRN', Math.round(siaEntries * 0.67)],
    ['ERRORS.md', 'ERR', Math.round(siaEntries * 0.25)],
  ];
  siaSplit.push(['FEATURE_REQUESTS.md', 'FEAT', siaEntries - siaSplit[0][2] - siaSplit[1][2]]);
  for (const [name, kind, count] of siaSplit) {
    const parts = [R.siaFileHeader(name.replace('.md', '').replace('_', ' '))];
    for (let i = 0; i < count; i++) parts.push(R.siaEntry(kind, R.randomDate(r), (i % 999) + 1, corpus.next(), r));
    write('workspace', `.learnings/${name}`, parts.join(''), count);
  }

  // _global: LEARNINGS, ERRORS, PATTERNS.
  const [gL, gE, gP] = spread(globalEntries, 3);
  const glob = (name: string, kind: 'LRN' | 'ERR', count: number) => {
    const parts = [`# Global ${name.replace('.md', '')}\n\n`];
    for (let i = 0; i < count; i++) parts.push(R.siaEntry(kind, R.randomDate(r), (i % 999) + 1, corpus.next(), r));
    write('workspace', `.learnings/_global/${name}`, parts.join(''), count);
  };
  glob('LEARNINGS.md', 'LRN', gL);
  glob('ERRORS.md', 'ERR', gE);
  const pats = ['# Patterns\n\nPromoted from user-level learnings seen for 3 or more users.\n\n'];
  for (let i = 0; i < gP; i++) pats.push(R.patternEntry(R.randomDate(r), (i % 999) + 1, corpus.next(), users, r));
  write('workspace', '.learnings/_global/PATTERNS.md', pats.join(''), gP);

  // Per-user folders: LEARNINGS.md and ERRORS.md each.
  const perFile = spread(userEntries, userCount * 2);
  const userFiles: string[] = [];
  users.forEach((u, ui) => {
    for (const [k, name] of [['LRN', 'LEARNINGS.md'], ['ERR', 'ERRORS.md']] as const) {
      const count = perFile[ui * 2 + (k === 'LRN' ? 0 : 1)];
      const parts = [`# Learnings for ${u}\n\n`];
      for (let i = 0; i < count; i++) parts.push(R.perUserEntry(k, u, R.randomDate(r), (i % 999) + 1, corpus.next(), r));
      const rel = `.learnings/${u}/${name}`;
      write('workspace', rel, parts.join(''), count);
      if (k === 'LRN') userFiles.push(rel);
    }
  });

  // Structured pipeline: one JSON entry per file.
  for (let i = 0; i < jsonFiles; i++) {
    const type = r.pick(R.CAPTURE_TYPES);
    const d = R.randomDate(r);
    const g = corpus.next();
    const stamp = d.toISOString().replace(/[:.]/g, '-');
    write('workspace', `.learnings/entries/${type}/${stamp}-${String(i).padStart(5, '0')}.json`, R.jsonEntry(type, d, g, sha(g.text), r), 1);
  }

  // Home memory: memory.md (HOT), corrections.md, domains/*.md and projects/*.md (WARM).
  const [hot, corr, ...warm] = spread(homeEntries, 2 + domains.length * 2);
  const bullets = (k: number) => Array.from({ length: k }, () => corpus.next().summary);
  write('home', 'memory.md', R.memoryFile('Memory (HOT)', bullets(hot), r), hot);
  const corrections = ['# Corrections\n\n'];
  for (let i = 0; i < corr; i++) corrections.push(R.correctionEntry(R.randomDate(r), corpus.next()));
  write('home', 'corrections.md', corrections.join(''), corr);
  domains.forEach((d, i) => {
    write('home', `domains/${d}.md`, R.memoryFile(`Domain: ${d}`, bullets(warm[i]), r), warm[i]);
    const p = `project-${i + 1}`;
    write('home', `projects/${p}.md`, R.memoryFile(`Project: ${p}`, bullets(warm[domains.length + i]), r), warm[domains.length + i]);
  });
  return { files: out, entries: out.reduce((n, f) => n + f.entries, 0), users, userFiles };
}

/** Writes the generated workspace under `spec.dir` (emptied first): `project/` and `home/`. */
export function writeWorkspace(spec: WorkspaceSpec): Workspace {
  rmSync(spec.dir, { recursive: true, force: true });
  const projectRoot = join(spec.dir, 'project');
  const homeRoot = join(spec.dir, 'home');
  const ws = workspaceFiles(spec);
  const made = new Set<string>();
  for (const f of ws.files) {
    const abs = join(f.rootKind === 'home' ? homeRoot : projectRoot, f.rel);
    const dir = join(abs, '..');
    if (!made.has(dir)) mkdirSync(dir, { recursive: true });
    made.add(dir);
    writeFileSync(abs, f.text);
  }
  const userFiles = ws.userFiles.map((rel) => join(projectRoot, rel));
  return { projectRoot, homeRoot, filesWritten: ws.files.length, entriesWritten: ws.entries, userFiles, users: ws.users };
}

/** One new per-user entry, as an agent appends it: the live change of the watch benchmark. */
export function newUserEntry(user: string, n: number, seed: number): string {
  const r = new Rng(seed);
  return R.perUserEntry('LRN', user, R.randomDate(r), n, learningText(r, 'en'), r);
}
