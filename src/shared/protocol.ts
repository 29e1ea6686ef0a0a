// The ONE message protocol between the extension and the dashboard webview. Both directions are
// discriminated unions on `type`, derived from zod schemas so the types and the runtime checks can
// never drift apart. The extension validates every message the webview sends before acting on it
// (a webview is a browser page: treat what it posts as untrusted input); the webview validates what
// it receives so a stale bundle fails loudly instead of rendering garbage.
// Pure: imported by src/vscode/dashboard (Node) and webview-ui (browser) alike.
import { z } from 'zod';

/** Ids come from files we parsed; anything longer or containing control characters is not one of ours. */
const EntryId = z.string().min(1).max(512).regex(/^[^\u0000-\u001f\u007f]+$/, 'control characters in id');
/** Names an applied promotion the extension can still undo (a UUID it made; the webview only hands it back). */
const UndoId = z.string().min(1).max(64);
const Unit = z.number().finite().min(0).max(1);
const Count = z.number().int().min(0);

// ---------------------------------------------------------------- webview → extension

export const WebviewMessageSchema = z.discriminatedUnion('type', [
  /** Sent once the webview's script has wired its listeners; the extension answers with `state`. */
  z.object({ type: z.literal('ready') }).strict(),
  /** Show this learning's breakdown (null clears the selection). */
  z.object({ type: z.literal('select'), id: EntryId.nullable() }).strict(),
  /** One click: promote this learning now (the answer carries the diff and an Undo). */
  z.object({ type: z.literal('promote'), id: EntryId }).strict(),
  /** "Promote all…": the extension shows the plan in the diff editor and asks (modal) before writing. */
  z.object({ type: z.literal('promoteAll'), ids: z.array(EntryId).min(1).max(500) }).strict(),
  /** Put back every file that promotion touched, byte for byte (files changed since are left alone). */
  z.object({ type: z.literal('undo'), undoId: UndoId }).strict(),
  /** The extension asks the person (modal) before anything is forgotten. */
  z.object({ type: z.literal('forget'), id: EntryId }).strict(),
  /** The extension shows a save dialog; the webview never chooses a path. */
  z.object({ type: z.literal('exportZip') }).strict(),
  z.object({ type: z.literal('search'), query: z.string().max(500) }).strict(),
  z.object({ type: z.literal('refresh') }).strict(),
  /** Open the learning's source file at its line in an editor. */
  z.object({ type: z.literal('openSource'), id: EntryId }).strict(),
]);
export type WebviewMessage = z.infer<typeof WebviewMessageSchema>;

// ---------------------------------------------------------------- extension → webview

export const TotalsSchema = z.object({
  total: Count,
  byTier: z.record(z.string(), Count),
  byStatus: z.record(z.string(), Count),
});
export type Totals = z.infer<typeof TotalsSchema>;

/** One point of the admission history: a day (or bucket) of gate decisions. */
export const AdmissionPointSchema = z.object({
  /** ISO date or timestamp of the bucket's start. */
  at: z.string(),
  considered: Count,
  admitted: Count,
  /** admitted / considered (0 when nothing was considered). */
  rate: Unit,
  /** The threshold actually applied after clamping (never below `floor`). */
  threshold: Unit,
  floor: Unit,
});
export type AdmissionPoint = z.infer<typeof AdmissionPointSchema>;

export const HistogramBinSchema = z.object({ from: Unit, to: Unit, count: Count });
export type HistogramBin = z.infer<typeof HistogramBinSchema>;

export const HistogramSchema = z.object({
  bins: z.array(HistogramBinSchema),
  /** How many entries had a composite score. */
  scored: Count,
  /** Composite ≥ promoteAt → ready to promote; < pruneBelow → archived (values from the core scorer). */
  promoteAt: Unit,
  pruneBelow: Unit,
  /** Ready although below promoteAt (the self-improving-agent recurrence rule): the list counts them, the bars cannot. */
  readyByRule: Count.optional(),
});
export type Histogram = z.infer<typeof HistogramSchema>;

export const ScoreBreakdownSchema = z.object({
  recurrence: Unit,
  freshness: Unit,
  specificity: Unit,
  impact: Unit,
  composite: Unit,
  action: z.enum(['PROMOTE', 'KEEP', 'PRUNE']).optional(),
});
export type ScoreBreakdown = z.infer<typeof ScoreBreakdownSchema>;

/**
 * The A-MAC admission signals of one learning, as recorded with it (or computed by the core).
 * Each part is optional: older entries carry only some signals, and the weighted score is shown
 * only when the core supplied it (the dashboard never recomputes it).
 */
export const AdmissionSignalsSchema = z.object({
  type: Unit.optional(),
  novelty: Unit.optional(),
  confidence: Unit.optional(),
  recency: Unit.optional(),
  utility: Unit.optional(),
  score: Unit.optional(),
  /** The effective (clamped) threshold it was measured against. */
  threshold: Unit.optional(),
  admitted: z.boolean().optional(),
});
export type AdmissionSignals = z.infer<typeof AdmissionSignalsSchema>;

export const LearningSummarySchema = z.object({
  id: EntryId,
  title: z.string(),
  kind: z.string(),
  tier: z.string(),
  status: z.string().optional(),
  /** `file:line`, as cited everywhere. */
  citation: z.string(),
  composite: Unit.optional(),
  /** Why it is ready when the composite alone does not say so (the self-improving-agent recurrence rule). */
  readyBecause: z.string().optional(),
});
export type LearningSummary = z.infer<typeof LearningSummarySchema>;

export const LearningDetailSchema = LearningSummarySchema.extend({
  /** The entry's text (plain; rendered as text, never as HTML). */
  body: z.string(),
  scores: ScoreBreakdownSchema.optional(),
  admission: AdmissionSignalsSchema.optional(),
  /** Why the core chose its action (from the assessment). */
  reasons: z.array(z.string()).default([]),
});
export type LearningDetail = z.infer<typeof LearningDetailSchema>;

export const DashboardStateSchema = z.object({
  generatedAt: z.string(),
  totals: TotalsSchema,
  admission: z.array(AdmissionPointSchema),
  /** The threshold the gate applies right now (after its clamp) and the floor it may never go below. */
  admissionNow: z.object({ threshold: Unit, floor: Unit }),
  histogram: HistogramSchema,
  ready: z.array(LearningSummarySchema),
  selected: LearningDetailSchema.nullable(),
  /** Untrusted workspace: show everything, change nothing. */
  readOnly: z.boolean(),
});
export type DashboardState = z.infer<typeof DashboardStateSchema>;

export const FileDiffSchema = z.object({
  /** Path relative to its root, e.g. CLAUDE.md. */
  file: z.string(),
  /** Unified diff text. */
  diff: z.string(),
});
export type FileDiff = z.infer<typeof FileDiffSchema>;

export const ExtensionMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('state'), state: DashboardStateSchema }),
  /** A promotion was written: what, the diff of every file, and the id to undo it by. */
  z.object({
    type: z.literal('promoteApplied'),
    undoId: UndoId,
    ids: z.array(EntryId),
    /** "\"Amounts are integer cents\"" or "3 learnings". */
    what: z.string(),
    files: z.array(FileDiffSchema),
    /** Human lines: what was promoted and why. */
    summary: z.array(z.string()),
    changedFiles: z.array(z.string()),
  }),
  /** The answer to `undo`, per file (relative paths); refused files changed after the promotion and were left alone. */
  z.object({
    type: z.literal('undoApplied'),
    undoId: UndoId,
    restored: z.array(z.string()),
    removed: z.array(z.string()),
    refused: z.array(z.object({ file: z.string(), reason: z.string() })),
  }),
  z.object({ type: z.literal('searchResults'), query: z.string(), results: z.array(LearningSummarySchema.extend({ score: z.number().finite() })) }),
  z.object({ type: z.literal('notice'), message: z.string() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ExtensionMessage = z.infer<typeof ExtensionMessageSchema>;
export type SearchHit = Extract<ExtensionMessage, { type: 'searchResults' }>['results'][number];

// ---------------------------------------------------------------- helpers both sides use

export type ParseOutcome<T> = { ok: true; message: T } | { ok: false; error: string };

function describe(err: z.ZodError): string {
  return err.issues.map((i) => `${i.path.join('.') || '(message)'}: ${i.message}`).join('; ');
}

/** Validates a message the webview posted. Anything that fails is dropped by the caller, never acted on. */
export function parseWebviewMessage(raw: unknown): ParseOutcome<WebviewMessage> {
  const r = WebviewMessageSchema.safeParse(raw);
  return r.success ? { ok: true, message: r.data } : { ok: false, error: describe(r.error) };
}

/** Validates a message the extension posted (run in the webview). */
export function parseExtensionMessage(raw: unknown): ParseOutcome<ExtensionMessage> {
  const r = ExtensionMessageSchema.safeParse(raw);
  return r.success ? { ok: true, message: r.data } : { ok: false, error: describe(r.error) };
}

/** For the `default:` branch of an exhaustive switch: a new message type that is not handled fails to compile. */
export function assertNever(x: never): never {
  throw new Error(`unhandled message: ${JSON.stringify(x)}`);
}
