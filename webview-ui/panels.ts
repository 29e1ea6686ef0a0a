// The dashboard's sections as DOM builders. Every learning-derived string goes in as text.
import type { DashboardState, FileDiff, LearningDetail, LearningSummary } from '../src/shared/protocol';
import { button, el } from './dom';
import { AMAC_SIGNALS, barPercent, diffLines, formatScore, nextIndex, SCORE_AXES, totalsView } from './viewModel';

export function totalsSection(t: DashboardState['totals']): HTMLElement {
  const v = totalsView(t);
  const card = (label: string, n: number, cls: string) =>
    el('li', { class: `stat ${cls}`, attrs: { 'aria-label': `${label}: ${n}` } }, el('span', { class: 'stat-n', text: String(n) }), el('span', { class: 'stat-label', text: label }));
  return el(
    'div',
    { class: 'totals' },
    el('ul', { class: 'stats tiers', attrs: { 'aria-label': 'Learnings per tier', 'data-testid': 'totals' } }, card('total', t.total, 'stat-total'), ...v.tiers.map(([k, n]) => card(k, n, 'stat-tier'))),
    v.statuses.length
      ? el('ul', { class: 'chips', attrs: { 'aria-label': 'Learnings per status' } }, ...v.statuses.map(([k, n]) => el('li', { class: 'chip', text: `${k} ${n}`, attrs: { 'aria-label': `status ${k}: ${n}` } })))
      : null,
  );
}

export interface ListActions {
  select(id: string): void;
  promote?(id: string): void;
  forget?(id: string): void;
  readOnly: boolean;
}

/** A list whose rows are focusable (Tab reaches the list, arrows move within it, Enter/Space selects). */
export function learningList(items: readonly LearningSummary[], selectedId: string | null, listKey: string, label: string, a: ListActions): HTMLElement {
  const rows: HTMLElement[] = [];
  const list = el('ul', { class: 'learning-list', attrs: { 'aria-label': label, role: 'list' } });
  items.forEach((item, index) => {
    const selected = item.id === selectedId;
    const row = el('li', {
      class: `learning${selected ? ' selected' : ''}`,
      attrs: {
        tabindex: index === 0 || selected ? 0 : -1,
        'aria-current': selected ? 'true' : undefined,
        'aria-label': `${item.title}${item.composite !== undefined ? `, score ${formatScore(item.composite)}` : ''}${item.readyBecause ? `, ready: ${item.readyBecause}` : ''}, ${item.citation}`,
        'data-focus-key': `${listKey}:${item.id}`,
        'data-id': item.id,
      },
      on: {
        click: (ev) => {
          if (!(ev.target instanceof HTMLButtonElement)) a.select(item.id);
        },
        keydown: (ev) => {
          if (ev.target !== row) return;
          if (ev.key === 'Enter' || ev.key === ' ') {
            ev.preventDefault();
            a.select(item.id);
            return;
          }
          const next = nextIndex(index, ev.key, rows.length);
          if (next !== undefined) {
            ev.preventDefault();
            rows[next]!.focus();
          }
        },
      },
    });
    row.append(
      ...[item.composite !== undefined ? el('span', { class: 'score-badge', text: formatScore(item.composite), attrs: { 'aria-hidden': 'true' } }) : null].filter((n): n is HTMLSpanElement => n !== null),
      el(
        'span',
        { class: 'learning-main' },
        el('span', { class: 'learning-title', text: item.title }),
        el('span', { class: 'learning-meta', text: `${item.tier} · ${item.kind} · ${item.citation}` }),
        item.readyBecause ? el('span', { class: 'learning-meta ready-because', text: `ready: ${item.readyBecause}`, attrs: { title: `Ready although the composite is below the promotion score: ${item.readyBecause}` } }) : null,
      ),
    );
    const actions = el('span', { class: 'row-actions' });
    if (a.promote) actions.append(button('Promote', () => a.promote!(item.id), { class: 'btn btn-primary', ariaLabel: `Promote ${item.title}`, disabled: a.readOnly, focusKey: `${listKey}:promote:${item.id}` }));
    if (a.forget) actions.append(button('Forget…', () => a.forget!(item.id), { class: 'btn btn-secondary', ariaLabel: `Forget ${item.title}`, disabled: a.readOnly, focusKey: `${listKey}:forget:${item.id}` }));
    if (actions.childElementCount) row.append(actions);
    rows.push(row);
    list.append(row);
  });
  return list;
}

function bar(label: string, value: number | undefined, cls: string): HTMLElement {
  const fill = el('span', { class: `bar-fill ${cls}` });
  fill.style.width = barPercent(value);
  return el(
    'div',
    { class: 'bar-row' },
    el('span', { class: 'bar-label', text: label }),
    el('span', { class: 'bar-track', attrs: { role: 'meter', 'aria-label': label, 'aria-valuemin': 0, 'aria-valuemax': 1, 'aria-valuenow': value ?? 0, 'aria-valuetext': formatScore(value) } }, fill),
    el('span', { class: 'bar-value', text: formatScore(value) }),
  );
}

export function detailSection(d: LearningDetail | null, openSource: (id: string) => void): HTMLElement {
  if (!d) return el('p', { class: 'muted empty', text: 'Select a learning (in the list or the search results) to see its score breakdown.' });
  const parts: HTMLElement[] = [
    el('h3', { class: 'detail-title', text: d.title }),
    el(
      'p',
      { class: 'detail-meta' },
      `${d.tier} · ${d.kind}${d.status && d.status !== d.tier ? ` · ${d.status}` : ''} · `,
      button(d.citation, () => openSource(d.id), { class: 'link', ariaLabel: `Open ${d.citation}`, focusKey: `detail:open:${d.id}` }),
    ),
  ];
  if (d.scores) {
    const s = d.scores;
    parts.push(
      el('h4', { text: `Score ${formatScore(s.composite)}${s.action ? ` → ${s.action}` : ''}` }),
      ...(d.readyBecause ? [el('p', { class: 'ready-because', text: `Ready although the composite is below the promotion score: ${d.readyBecause}` })] : []),
      el('div', { class: 'bars', attrs: { 'aria-label': 'Score breakdown' } }, ...SCORE_AXES.map(([k, label]) => bar(label, s[k], 'fill-score')), bar('Composite', s.composite, 'fill-composite')),
    );
  } else {
    parts.push(el('p', { class: 'muted', text: d.tier === 'staging' ? 'Not scored.' : `No composite: a ${d.tier} ${d.tier === 'promoted' ? 'rule' : 'memory rule'} is not scored for promotion (only staged learnings are).` }));
  }
  if (d.admission) {
    const m = d.admission;
    parts.push(
      el('h4', { text: admissionHeading(m) }),
      el('div', { class: 'bars', attrs: { 'aria-label': 'A-MAC admission signals' } }, ...AMAC_SIGNALS.map(([k, label]) => bar(label, m[k], 'fill-signal'))),
    );
  }
  if (d.reasons.length) parts.push(el('ul', { class: 'reasons', attrs: { 'aria-label': 'Reasons' } }, ...d.reasons.map((r) => el('li', { text: r }))));
  parts.push(el('pre', { class: 'detail-body', text: d.body, attrs: { tabindex: 0, 'aria-label': 'Learning text' } }));
  return el('div', { class: 'detail' }, ...parts);
}

function admissionHeading(m: NonNullable<LearningDetail['admission']>): string {
  const parts = ['Admission signals (A-MAC)'];
  if (m.score !== undefined) parts.push(`score ${formatScore(m.score)}`);
  if (m.threshold !== undefined) parts.push(`threshold ${formatScore(m.threshold)}`);
  if (m.admitted !== undefined) parts.push(m.admitted ? 'admitted' : 'not admitted');
  return parts.join(' · ');
}

export interface PromotionResultView {
  what: string;
  files: readonly FileDiff[];
  summary: readonly string[];
  changedFiles: readonly string[];
  /** Set once the undo answered. */
  undo?: { restored: readonly string[]; removed: readonly string[]; refused: readonly { file: string; reason: string }[] };
  /** The undo was asked for and has not answered yet. */
  undoing?: boolean;
}

export interface ResultActions {
  undo(): void;
  dismiss(): void;
}

function diffView(f: FileDiff): HTMLElement {
  return el(
    'div',
    { class: 'diff-file' },
    el('h4', { class: 'diff-name', text: f.file }),
    el('pre', { class: 'diff', attrs: { tabindex: 0, 'aria-label': `Changes to ${f.file}` } }, ...diffLines(f.diff).map((l) => el('span', { class: `diff-${l.kind}`, text: l.text === '' ? ' ' : l.text }))),
  );
}

/** The rules files (what agents read) before the notes and logs, each group in its given order. */
function rulesFilesFirst(files: readonly FileDiff[]): FileDiff[] {
  const isRules = (f: FileDiff) => /(^|\/)(CLAUDE\.md|AGENTS\.md|copilot-instructions\.md)$|\.instructions\.md$|(^|\/)\.(claude|cursor)\/rules\//.test(f.file);
  return [...files.filter(isRules), ...files.filter((f) => !isRules(f))];
}

function resultHeading(r: PromotionResultView): string {
  if (!r.undo) return `Promoted ${r.what}`;
  return r.undo.refused.length ? `Undo left ${r.undo.refused.length} file${r.undo.refused.length === 1 ? '' : 's'} as ${r.undo.refused.length === 1 ? 'it is' : 'they are'}` : `Undone: ${r.what} is no longer promoted`;
}

/** What a promotion wrote (its diff) with Undo; after an undo, what came back and what was left alone. */
export function resultSection(r: PromotionResultView, a: ResultActions, readOnly: boolean): HTMLElement {
  const lines: HTMLElement[] = [];
  if (!r.undo) {
    lines.push(el('p', { class: 'result-files', text: r.changedFiles.length ? `Changed: ${r.changedFiles.join(', ')}` : 'No file needed a change.' }));
  } else {
    const u = r.undo;
    if (u.restored.length) lines.push(el('p', { class: 'result-files', text: `Restored byte for byte: ${u.restored.join(', ')}` }));
    if (u.removed.length) lines.push(el('p', { class: 'result-files', text: `Removed (created by the promotion): ${u.removed.join(', ')}` }));
    if (u.refused.length) lines.push(el('ul', { class: 'result-refused', attrs: { role: 'alert' } }, ...u.refused.map((x) => el('li', { text: `${x.file} ${x.reason}` }))));
  }
  // Undo sits under the heading, before the diffs: in view with the result however long the diffs are.
  const actions = el(
    'div',
    { class: 'plan-actions result-actions' },
    r.undo ? null : button(r.undoing ? 'Undoing…' : 'Undo', a.undo, { class: 'btn btn-primary', ariaLabel: `Undo: put back every file this promotion changed`, disabled: readOnly || r.undoing, focusKey: 'result:undo' }),
    button('Dismiss', a.dismiss, { class: 'btn btn-secondary', focusKey: 'result:dismiss' }),
  );
  return el(
    'div',
    { class: `result${r.undo ? ' result-undone' : ''}`, attrs: { role: 'region', 'aria-label': 'Promotion result', 'data-testid': 'promotion-result' } },
    el('div', { class: 'result-head' }, el('h3', { class: 'result-title', text: resultHeading(r), attrs: { tabindex: -1 } }), actions),
    ...lines,
    r.summary.length && !r.undo ? el('ul', { class: 'plan-summary' }, ...r.summary.map((s) => el('li', { text: s }))) : null,
    ...(r.undo ? [] : rulesFilesFirst(r.files).map(diffView)),
  );
}
