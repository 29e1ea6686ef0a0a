// Adapts the extension's services (the same core and store the CLI uses) to what the dashboard
// needs. Shapes only: scores, actions, thresholds, plans and searches all come from the core.
import { ADMISSION_FIELDS } from '../../core/gate/admission';
import { relative } from 'node:path';
import { PROMOTE_AT, PRUNE_BELOW } from '../../core/scorer';
import { citation } from '../../core/model';
import { isDerivedRecord } from '../../core/ruleText';
import type { AdmissionPoint, AdmissionSignals } from '../../shared/protocol';
import type { ExtensionServices, GateHistoryView } from '../services';
import type { DashboardSource } from './dashboardSource';

/** A gate-log bucket (one UTC day). */
export type GateHistoryPoint = GateHistoryView;

const unit = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

export function admissionPoint(g: GateHistoryPoint): AdmissionPoint {
  return {
    at: g.at,
    considered: g.considered,
    admitted: g.admitted,
    rate: g.considered > 0 ? unit(g.admitted / g.considered) : 0,
    threshold: unit(g.threshold),
    floor: unit(g.floor),
  };
}

export function fromExtensionServices(services: ExtensionServices, loaded?: PromiseLike<void>): DashboardSource {
  const s = services;
  return {
    whenLoaded: () => loaded ?? Promise.resolve(),
    entries: () => s.store.entries(),
    // The scores unrounded (the assessment rounds to 3 places for output): the dashboard rounds once, to the
    // 2 places the core's reasons use, so "composite 0.51" and the bar's 0.51 agree.
    assess: async () =>
      s.assess().map((a) => {
        const entry = s.store.getEntry(a.id);
        return { id: a.id, scores: entry ? { ...s.scoreOf(entry) } : { ...a.scores }, action: a.action, reasons: [...a.reasons] };
      }),
    admissionHistory: async () => (await s.gateHistory()).map(admissionPoint),
    async admissionNow() {
      const g = await s.gateStats();
      return { threshold: g.threshold, floor: g.floor };
    },
    async admissionSignals(id) {
      const entry = s.store.getEntry(id);
      const raw = entry ? s.admissionSignals(entry) : undefined;
      if (!raw) return undefined;
      const out: AdmissionSignals = { threshold: unit(s.admissionThreshold()) };
      for (const k of ADMISSION_FIELDS) {
        const v = raw[k];
        if (typeof v === 'number' && Number.isFinite(v)) out[k] = unit(v);
      }
      return out;
    },
    thresholds: { promoteAt: PROMOTE_AT, pruneBelow: PRUNE_BELOW },
    async planPromotion(ids) {
      const plan = await s.planPromotion(ids);
      return {
        files: plan.files.map((f) => ({ file: f.relPath, diff: f.diff })),
        changes: plan.files,
        summary: [...plan.summary],
        apply: async () => {
          const { changed, undoId } = await s.applyPlanUndoable(plan);
          return { changedFiles: changed.map((abs) => plan.files.find((f) => f.path === abs)?.relPath ?? displayPath(s, abs)), undoId };
        },
      };
    },
    async undo(undoId) {
      const out = await s.undo(undoId);
      const rel = (abs: string) => displayPath(s, abs);
      return { restored: out.restored.map(rel), removed: out.removed.map(rel), refused: out.refused.map((r) => ({ file: rel(r.path), reason: r.reason })) };
    },
    describeForget: async (id) => (await s.describeForget(id)).description,
    forget: async (id) => {
      await s.forget(id);
    },
    exportZip: async (dest) => {
      await s.exportZip(dest);
    },
    // A learning once: its `.knowledge/` copy and log lines are not more results.
    search: async (query) =>
      (await s.search(query)).filter((h) => !isDerivedRecord(h.entry)).map((h) => ({
        id: h.entry.id,
        title: h.entry.title,
        kind: h.entry.kind,
        tier: h.entry.tier,
        citation: citation(h.entry),
        ...(h.entry.status !== undefined ? { status: h.entry.status } : {}),
        score: h.score,
      })),
    onDidChange(listener) {
      const l = () => listener();
      s.store.on('change', l);
      return { dispose: () => void s.store.off('change', l) };
    },
    readOnly: () => s.readOnly(),
  };
}

function displayPath(s: ExtensionServices, abs: string): string {
  const root = s.store.rootFor(abs);
  return root ? relative(root.path, abs).split('\\').join('/') : abs;
}
