// The only way the dashboard builds DOM. Text goes in through textContent and attributes through
// setAttribute — there is deliberately no innerHTML anywhere in webview-ui/, because learning
// titles and bodies are written by agents and must stay data.

type Child = Node | string | null | undefined | false;

export interface ElOptions {
  class?: string;
  text?: string;
  attrs?: Record<string, string | number | boolean | undefined>;
  on?: { [K in keyof HTMLElementEventMap]?: (ev: HTMLElementEventMap[K]) => void };
}

function apply(node: Element, o: ElOptions, children: Child[]): void {
  if (o.class) node.setAttribute('class', o.class);
  for (const [k, v] of Object.entries(o.attrs ?? {})) {
    if (v === undefined || v === false) continue;
    node.setAttribute(k, v === true ? '' : String(v));
  }
  if (o.text !== undefined) node.textContent = o.text;
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
  }
  for (const [ev, fn] of Object.entries(o.on ?? {})) node.addEventListener(ev, fn as EventListener);
}

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, o: ElOptions = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  apply(node, o, children);
  return node;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

export function svg<K extends keyof SVGElementTagNameMap>(tag: K, o: ElOptions = {}, ...children: Child[]): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, tag);
  apply(node, o, children);
  return node;
}

/** A native button: Enter and Space work, it is in the tab order, and its label is text. */
export function button(label: string, onClick: () => void, o: { class?: string; ariaLabel?: string; disabled?: boolean; focusKey?: string } = {}): HTMLButtonElement {
  return el('button', {
    class: o.class ?? 'btn',
    text: label,
    attrs: { type: 'button', 'aria-label': o.ariaLabel, disabled: o.disabled, 'data-focus-key': o.focusKey },
    on: { click: () => onClick() },
  });
}

/** Replaces a container's children, keeping keyboard focus on the element with the same data-focus-key. */
export function replaceChildrenKeepingFocus(container: Element, ...children: Node[]): void {
  const active = document.activeElement;
  const key = active instanceof HTMLElement && container.contains(active) ? active.dataset.focusKey : undefined;
  container.replaceChildren(...children);
  if (key) {
    const again = Array.from(container.querySelectorAll<HTMLElement>('[data-focus-key]')).find((n) => n.dataset.focusKey === key);
    again?.focus();
  }
}
