// The dashboard webview: builds its skeleton, posts `ready`, then renders whatever the extension
// sends. The person's place (selection, search, scroll) survives reloads through getState/setState.
import { assertNever, parseExtensionMessage, type DashboardState, type ExtensionMessage, type SearchHit, type WebviewMessage } from '../src/shared/protocol';
import { admissionChart, histogramChart } from './charts';
import { button, el, replaceChildrenKeepingFocus } from './dom';
import { detailSection, learningList, resultSection, totalsSection, type PromotionResultView } from './panels';

interface VsCodeApi {
  postMessage(message: WebviewMessage): void;
  getState(): unknown;
  setState(state: Persisted): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

interface Persisted {
  selectedId: string | null;
  query: string;
  scrollY: number;
}

const vscode = acquireVsCodeApi();
const persisted: Persisted = restore(vscode.getState());
let state: DashboardState | null = null;
/** The last promotion this page made, shown at the top with its diff and Undo until dismissed. */
let result: (PromotionResultView & { undoId: string }) | null = null;
let searchResults: SearchHit[] = [];
let scrollRestored = false;

function restore(raw: unknown): Persisted {
  const r = (raw ?? {}) as Partial<Persisted>;
  return {
    selectedId: typeof r.selectedId === 'string' ? r.selectedId : null,
    query: typeof r.query === 'string' ? r.query : '',
    scrollY: typeof r.scrollY === 'number' && Number.isFinite(r.scrollY) ? r.scrollY : 0,
  };
}

function save(patch: Partial<Persisted>): void {
  Object.assign(persisted, patch);
  vscode.setState({ ...persisted });
}

const post = (m: WebviewMessage) => vscode.postMessage(m);

// ---------------------------------------------------------------- skeleton

const section = (id: string, title: string, ...extra: HTMLElement[]) => {
  const body = el('div', { class: 'section-body', attrs: { id: `${id}-body` } });
  const node = el('section', { class: `card ${id}`, attrs: { id, 'aria-labelledby': `${id}-h` } }, el('div', { class: 'section-head' }, el('h2', { text: title, attrs: { id: `${id}-h` } }), ...extra), body);
  return { node, body };
};

const statusLine = el('div', { class: 'status', attrs: { role: 'status', 'aria-live': 'polite' } });
const readOnlyBanner = el('p', { class: 'banner', text: 'This workspace is not trusted: the dashboard is read-only.', attrs: { hidden: true } });
const searchInput = el('input', {
  class: 'search-input',
  attrs: { type: 'search', placeholder: 'Search learnings…', 'aria-label': 'Search learnings', value: persisted.query, 'data-focus-key': 'search' },
});
const promoteAllButton = button('Promote all…', () => state && state.ready.length && post({ type: 'promoteAll', ids: state.ready.map((r) => r.id) }), { class: 'btn btn-secondary', focusKey: 'promote-all' });

const totals = section('totals', 'Totals');
const admission = section('admission', 'Admission rate and threshold');
const histogram = section('histogram', 'Composite scores');
const resultBox = el('div', { class: 'plan-box', attrs: { hidden: true } });
const ready = section('ready', 'Ready to promote', promoteAllButton);
const search = section('search', 'Search', searchInput);
const detail = section('detail', 'Selected learning');

const app = document.getElementById('app')!;
app.replaceChildren(
  el(
    'header',
    { class: 'top' },
    el('h1', { text: 'Learnings' }),
    el('div', { class: 'top-actions' }, button('Refresh', () => post({ type: 'refresh' }), { class: 'btn btn-secondary', focusKey: 'refresh' }), button('Export ZIP…', () => post({ type: 'exportZip' }), { class: 'btn btn-secondary', focusKey: 'export' })),
  ),
  readOnlyBanner,
  statusLine,
  resultBox,
  totals.node,
  el('div', { class: 'grid' }, admission.node, histogram.node),
  el('div', { class: 'grid' }, el('div', { class: 'col' }, ready.node, search.node), detail.node),
);
app.setAttribute('aria-busy', 'true');

// ---------------------------------------------------------------- rendering

function select(id: string): void {
  save({ selectedId: id });
  post({ type: 'select', id });
}

function showStatus(kind: 'notice' | 'error', text: string): void {
  statusLine.className = `status status-${kind}`;
  statusLine.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  statusLine.textContent = text;
}

function renderState(s: DashboardState): void {
  app.setAttribute('aria-busy', 'false');
  readOnlyBanner.hidden = !s.readOnly;
  replaceChildrenKeepingFocus(totals.body, totalsSection(s.totals));
  admission.body.replaceChildren(admissionChart(s.admission, s.admissionNow));
  histogram.body.replaceChildren(histogramChart(s.histogram));
  const selectedId = s.selected?.id ?? null;
  ready.node.querySelector('h2')!.textContent = `Ready to promote (${s.ready.length})`;
  promoteAllButton.disabled = s.readOnly || s.ready.length === 0;
  replaceChildrenKeepingFocus(
    ready.body,
    s.ready.length
      ? learningList(s.ready, selectedId, 'ready', 'Ready to promote', { select, promote: (id) => post({ type: 'promote', id }), forget: (id) => post({ type: 'forget', id }), readOnly: s.readOnly })
      : el('p', { class: 'muted empty', text: 'Nothing has reached the promotion score yet.' }),
  );
  renderSearch();
  replaceChildrenKeepingFocus(detail.body, detailSection(s.selected, (id) => post({ type: 'openSource', id })));
  if (!scrollRestored) {
    scrollRestored = true;
    window.scrollTo(0, persisted.scrollY);
  }
}

function renderSearch(): void {
  const selectedId = state?.selected?.id ?? null;
  if (searchInput.value.trim() === '') {
    search.body.replaceChildren();
    return;
  }
  replaceChildrenKeepingFocus(
    search.body,
    searchResults.length
      ? learningList(searchResults, selectedId, 'search', 'Search results', { select, forget: (id) => post({ type: 'forget', id }), readOnly: state?.readOnly ?? true })
      : el('p', { class: 'muted empty', text: 'No matches.' }),
  );
}

/** Draws the promotion result; `reveal` brings it into view and puts focus on its first action. */
function renderResult(reveal: boolean): void {
  if (!result) {
    resultBox.hidden = true;
    resultBox.replaceChildren();
    return;
  }
  const current = result;
  resultBox.replaceChildren(
    resultSection(current, {
      undo: () => {
        current.undoing = true;
        renderResult(false);
        post({ type: 'undo', undoId: current.undoId });
      },
      dismiss: () => {
        result = null;
        renderResult(false);
      },
    }, state?.readOnly ?? true),
  );
  resultBox.hidden = false;
  if (reveal) {
    resultBox.scrollIntoView({ block: 'start' });
    // preventScroll: focus must not scroll the result's top out of view again.
    (resultBox.querySelector<HTMLElement>('[data-focus-key="result:undo"]:not([disabled])') ?? resultBox.querySelector<HTMLElement>('.result-title'))?.focus({ preventScroll: true });
  }
}

function onMessage(m: ExtensionMessage): void {
  switch (m.type) {
    case 'state':
      state = m.state;
      renderState(m.state);
      return;
    case 'promoteApplied':
      result = { undoId: m.undoId, what: m.what, files: m.files, summary: m.summary, changedFiles: m.changedFiles };
      renderResult(true);
      showStatus('notice', `Promoted ${m.what}. Undo puts every changed file back.`);
      return;
    case 'undoApplied':
      if (result?.undoId === m.undoId) {
        result = { ...result, undoing: false, undo: { restored: m.restored, removed: m.removed, refused: m.refused } };
        renderResult(true);
      }
      showStatus(m.refused.length ? 'error' : 'notice', m.refused.length ? `Undo left ${m.refused.map((r) => r.file).join(', ')} as it is: changed after the promotion.` : 'Undone: every file is back as it was.');
      return;
    case 'searchResults':
      // A slower answer to an older query must not replace the current one.
      if (m.query !== searchInput.value) return;
      searchResults = m.results;
      renderSearch();
      return;
    case 'notice':
      showStatus('notice', m.message);
      return;
    case 'error':
      if (result?.undoing) {
        result.undoing = false;
        renderResult(false);
      }
      showStatus('error', m.message);
      return;
    default:
      assertNever(m);
  }
}

// ---------------------------------------------------------------- events

window.addEventListener('message', (ev: MessageEvent) => {
  const parsed = parseExtensionMessage(ev.data);
  if (parsed.ok) onMessage(parsed.message);
  else console.error(`dashboard: ignored a malformed message: ${parsed.error}`);
});

let searchTimer: number | undefined;
const sendSearch = () => {
  window.clearTimeout(searchTimer);
  save({ query: searchInput.value });
  post({ type: 'search', query: searchInput.value });
};
searchInput.addEventListener('input', () => {
  window.clearTimeout(searchTimer);
  searchTimer = window.setTimeout(sendSearch, 200);
});
searchInput.addEventListener('keydown', (ev) => {
  if (ev.key === 'Enter') sendSearch();
});

document.addEventListener('keydown', (ev) => {
  if (ev.key === 'Escape' && result && !result.undoing) {
    result = null;
    renderResult(false);
  }
});

let scrollTimer: number | undefined;
window.addEventListener('scroll', () => {
  window.clearTimeout(scrollTimer);
  scrollTimer = window.setTimeout(() => save({ scrollY: window.scrollY }), 100);
});

post({ type: 'ready' });
if (persisted.selectedId !== null) post({ type: 'select', id: persisted.selectedId });
if (persisted.query.trim() !== '') post({ type: 'search', query: persisted.query });
