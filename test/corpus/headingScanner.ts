// An independent, deliberately simple line scanner for "which headings are entries", written
// without the formats layer so the corpus suite can check the readers against it.
// Rule: level-2/3 ATX heading, outside ``` / ~~~ fences and <!-- --> comments (an unclosed one
// hides nothing), whose text starts with `[` (not a placeholder), an id with a digit, or a date.
// Corrections files: a bare `## YYYY-MM-DD` over `- [HH:MM] …` bullets counts those bullets instead.

export interface ExpectedEntry {
  line: number;
  /** The id as written, when the heading has one (LRN-20260101-001…). */
  writtenId?: string;
}

const PLACEHOLDER = /YYYY|XXX|HHMM|NNN|\{[^}]*\}|<[^>]*>/;
const ID = /^[A-Z]{2,5}-[A-Za-z0-9_.-]*\d[A-Za-z0-9_.-]*/;

function hiddenLines(lines: string[]): boolean[] {
  const hidden = new Array<boolean>(lines.length + 1).fill(false);
  let i = 0;
  while (i < lines.length) {
    const fence = /^ {0,3}(`{3,}|~{3,})/.exec(lines[i]);
    const comment = /^ {0,3}<!--/.test(lines[i]) && !lines[i].slice(lines[i].indexOf('<!--') + 4).includes('-->');
    if (fence && !(fence[1][0] === '`' && lines[i].slice(fence.index + fence[0].length).includes('`'))) {
      const marker = fence[1];
      let j = i + 1;
      while (j < lines.length) {
        const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(lines[j]);
        if (close && close[1][0] === marker[0] && close[1].length >= marker.length) break;
        j += 1;
      }
      if (j < lines.length) for (let k = i; k <= j; k += 1) hidden[k + 1] = true;
      i = j < lines.length ? j + 1 : i + 1;
      continue;
    }
    if (comment) {
      let j = i + 1;
      while (j < lines.length && !lines[j].includes('-->')) j += 1;
      if (j < lines.length) for (let k = i; k <= j; k += 1) hidden[k + 1] = true;
      i = j < lines.length ? j + 1 : i + 1;
      continue;
    }
    i += 1;
  }
  return hidden;
}

export function expectedEntries(text: string, isCorrections: boolean): ExpectedEntry[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const hidden = hiddenLines(lines);
  const out: ExpectedEntry[] = [];
  const headings: { line: number; level: number; text: string }[] = [];
  lines.forEach((l, i) => {
    if (hidden[i + 1]) return;
    const m = /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*$/.exec(l);
    if (m) headings.push({ line: i + 1, level: m[1].length, text: m[2].replace(/[ \t]+#+$/, '') });
  });
  headings.forEach((h, idx) => {
    if (h.level !== 2 && h.level !== 3) return;
    let writtenId: string | undefined;
    if (h.text.startsWith('[')) {
      const close = h.text.indexOf(']');
      const inner = (close === -1 ? h.text.slice(1) : h.text.slice(1, close)).trim();
      if (inner === '' || PLACEHOLDER.test(inner)) return;
      writtenId = ID.exec(inner)?.[0];
    } else if (ID.test(h.text)) {
      writtenId = ID.exec(h.text)![0];
      if (PLACEHOLDER.test(writtenId)) return;
    } else if (!/^\d{4}-\d{2}-\d{2}/.test(h.text)) return;
    if (isCorrections && /^\d{4}-\d{2}-\d{2}$/.test(h.text)) {
      const end = headings.slice(idx + 1).find((x) => x.level <= h.level)?.line ?? lines.length + 1;
      const timed: number[] = [];
      for (let l = h.line + 1; l < end; l += 1) if (!hidden[l] && /^[-*+]\s+\[\d{1,2}:\d{2}\]/.test(lines[l - 1])) timed.push(l);
      if (timed.length) {
        for (const line of timed) out.push({ line });
        return;
      }
    }
    out.push({ line: h.line, writtenId: writtenId?.replace(/[._-]+$/, '') });
  });
  return out;
}
