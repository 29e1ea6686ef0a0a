// Line endings, BOM and final newline: detected per file so edits keep the file's own bytes.
// A file is held as lines plus the exact terminator each line had, so joining them back gives
// the identical string even for mixed endings.

export type EolString = '\n' | '\r\n';

export interface TextLines {
  /** '\uFEFF' when the file starts with a byte order mark, else ''. */
  bom: string;
  /** Line contents without terminators. A text ending in a newline has no empty last line here. */
  lines: string[];
  /** The terminator of each line as written ('\n', '\r\n', '\r' or '' for a last line without one). */
  terminators: string[];
}

export const Eol = {
  /** The dominant line ending of a text ('\n' when it has none). */
  detect(text: string): EolString {
    let crlf = 0;
    let lf = 0;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
      if (i > 0 && text[i - 1] === '\r') crlf += 1;
      else lf += 1;
    }
    return crlf > lf ? '\r\n' : '\n';
  },

  hasBom(text: string): boolean {
    return text.charCodeAt(0) === 0xfeff;
  },

  stripBom(text: string): string {
    return Eol.hasBom(text) ? text.slice(1) : text;
  },

  /** True when the text is empty or ends with a line terminator. */
  endsWithNewline(text: string): boolean {
    return text === '' || text.endsWith('\n') || text.endsWith('\r');
  },

  /** Rewrite every line ending of `block` as `eol`. */
  normalize(block: string, eol: EolString): string {
    return block.replace(/\r\n|\r|\n/g, eol);
  },

  split(text: string): TextLines {
    const bom = Eol.hasBom(text) ? '\uFEFF' : '';
    const body = bom ? text.slice(1) : text;
    const lines: string[] = [];
    const terminators: string[] = [];
    const re = /\r\n|\n|\r/g;
    let start = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(body)) !== null) {
      lines.push(body.slice(start, m.index));
      terminators.push(m[0]);
      start = m.index + m[0].length;
    }
    if (start < body.length) {
      lines.push(body.slice(start));
      terminators.push('');
    }
    return { bom, lines, terminators };
  },

  join(t: TextLines): string {
    let out = t.bom;
    for (let i = 0; i < t.lines.length; i += 1) out += t.lines[i] + t.terminators[i];
    return out;
  },
};
