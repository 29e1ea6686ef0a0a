// What the person said themselves, with quoted or pasted material taken out: code fences, `>` quote
// lines, pasted logs / stack traces, and everything after a reporting clause ("this comment says:",
// "the reviewer wrote:", "here is the log:"). Such text is someone else's (or a tool's): it is not the
// user's correction and any instruction inside it must not become a learning.

const FENCE = /^\s*(?:```|~~~|"""|''')/;
const QUOTE_LINE = /^\s*>/;
/** Lines that are tool output rather than prose (stack frames, log records, prompts, diff hunks). */
const LOG_LINE =
  /^\s*(?:at\s+\S+.*[:(]\d+|File "[^"]+", line \d+|Traceback \(most recent call last\)|\d{4}-\d\d-\d\d[T ]\d\d:\d\d|\[\d\d:\d\d|(?:npm|pnpm|yarn) (?:ERR!|error|WARN)|(?:ERROR|WARN|INFO|DEBUG|FATAL)\b[\s:[]|\[[\w./-]{1,60}\]\s+\[(?:ERROR|WARN(?:ING)?|INFO|DEBUG|FATAL|TRACE)\]|(?:Error|Warning|TypeError|ParserError|DeclarationError|SyntaxError) \(\d{3,5}\):|\$ \S|[+-]{3} [ab]\/|@@ |error(?:\[E\d+\])?:|warning:|-->\s|\|\s|E\s{2,}\S|FAILED\s|PASS\s|FAIL\s)/;

/** A line that is one quotation and nothing else ("…", “…”, «…», 「…」): someone else's words. */
const WHOLE_QUOTE = /^\s*(?:"[^"\n]{8,}"|“[^”\n]{8,}”|«[^»\n]{8,}»|「[^」\n]{8,}」|'[^'\n]{8,}')\s*[.,]?\s*$/;

/** A clause that introduces someone else's words; what follows it (same line, and the lines after) is quoted. */
const REPORTING =
  /\b(?:this|the|that|his|her|their|a|an|my|our)\s+(?:\w+\s+){0,2}?(?:comment|issue|review|reviewer|log|logs|output|error|message|email|ticket|doc|docs|document|readme|spec|changelog|commit message|description|thread|post|reply|note|customer|colleague|teammate|user|bot|linter|tool|page|article|answer|snippet|quote)\s+(?:says|said|reads|read|wrote|writes|asks|asked|states|stated|suggests|suggested|mentions|claims)\b|\b(?<!\byou\s+(?:just\s+|already\s+)?)(?:\w+\s+)?(?<!\byou\s+)(?:wrote|commented|replied|posted)\s*:|\bhere(?:'s| is| are)\s+(?:the|a|an|his|her|their|my|some)\s+(?:[\w-]+\s+){0,2}?(?:log|logs|output|error|errors|trace|traceback|comment|comments|message|diff|email|issue|review|text|transcript|response)\b[^:\n]{0,40}:|^\s*(?:here(?:'s| is| are)|below (?:is|are)|(?:this|these) (?:is|are) (?:the|what))\b[^:\n]{0,80}:\s*$|(?<!\p{L})(?:voil[àa]|voici|hier (?:ist|sind)|aqu[íi] (?:est[áa]|tienes|va)|segue|вот)\s+(?:\p{L}+\s+){0,2}?(?:log|logs|output|sortie|trace|ausgabe|salida|saída|лог|вывод)(?!\p{L})[^:\n]{0,80}:|\b(?:pasted|quoted|copied|pasting|quoting|copying|forwarding)\s+(?:(?:below|here)\b|from\b[^.!?\n]{0,60}[:：])|\b(?:quote|excerpt|transcript)\s*:|\bfrom (?:the )?(?:[\w.-]+\s+)?(?:docs|documentation|readme|manual|man page|changelog|release notes|faq|wiki|rfc|guide)\s*[:：]|(?:评论|留言|日志|文档|报错|原文|他|她|他们|用户|同事)(?:里|中)?(?:说|写道|写着|提到)\s*[:：]|(?:コメント|ログ|レビュー|ドキュメント|メッセージ|エラー)(?:に|で|には)?(?:は)?(?:こう)?(?:書いて|言って|あり)[^\n]{0,10}[:：]|(?:댓글|로그|리뷰|문서|메시지)(?:에|에는)?\s*(?:이렇게\s*)?(?:쓰여|적혀|나와)[^\n]{0,10}[:：]|\b(?:der|die|das|dieser|diese|dieses)\s+(?:kommentar|issue|log|review|text|nachricht|ticket|fehler)\s+(?:sagt|schreibt|lautet|meint)\b|\b(?:le|la|ce|cette)\s+(?:commentaire|ticket|log|message|revue|doc|erreur)\s+(?:dit|indique|écrit)\b|\b(?:el|la|este|esta)\s+(?:comentario|ticket|log|mensaje|revisión|error)\s+(?:dice|indica|escribe)\b|\b(?:o|a|este|esta|esse|essa)\s+(?:comentário|ticket|log|mensagem|revisão|erro)\s+(?:diz|fala|escreve)\b|(?:в\s+)?(?:комментари[йие]|лог[е]?|тикет[е]?|сообщени[ие]|ревью)\s+(?:говорит|написано|сказано|пишет)/iu;

/** Someone else's text named by who sent it ("review comment from Mehmet on the draft PR: …", "Nachricht von Jan: …"): the rest of the line is theirs. */
const FROM_OTHER = /\b(?:[\p{L}]+['’]s\s+(?:review|comment|message|note|feedback|reply)s?\b(?:\s+[^\s:：]+){0,10}?\s*[:：]\s*(?=>|["“«])|(?:(?:review\s+)?comments?|reviews?|messages?|notes?|feedback|repl(?:y|ies)|e-?mails?|texts?|nachricht|kommentar|commentaire|mensaje|comentario|mensagem|comentário|сообщение|комментарий)\s+(?:from|by|von|de(?!\s+(?:commit|commits|code|log|logs|test|tests|build|version|release|merge|la|le|les|l['’]|du|des|un|une)(?!\p{L}))|от)\s+(?!me\b|us\b|mir\b|moi\b|mí\b|mim\b|меня\b)\S+(?:\s+[^\s:：]+){0,6}\s*[:：]\s*)/iu;

/** A reporting clause spoken about a nameable other ("Alex said: …", "the PM wrote …"). */
const SAID_BY_OTHER = /\b(?:he|she|they|someone|somebody|[A-Z][a-z]+)\s+(?:said|wrote|says|writes|asked|commented)\s*(?::|that\b|,)/;

/** A quotation right after a reporting verb ("a review says "…"", "他说：「…」") or a few words and a colon later ("wrote on the PR: «…»"), whoever the speaker: someone else's words. */
const REPORTED_QUOTE =
  /(?<![\p{L}])(?<!(?<![\p{L}])(?:i|we|ich|wir|je|j['’]ai|on|yo|eu|я|мы|我|you|you've|you have|hai|tu as|vous avez|du hast|has|você|vc|ты|вы|你)(?:\s+\p{L}+)?\s+)(?:says|said|wrote|writes|asks|asked|states|stated|claims|claimed|commented|replied|posted|mentions|sagt|sagte|schreibt|schrieb|dit|disait|écrit|dice|dijo|escribe|escribió|diz|disse|escreve|escreveu|говорит|говорил[аи]?|говаривал[аи]?|сказал[аи]?|пишет|написал[аи]?|ответил[аи]?|napisał[aoy]?|napisali|pisze|powiedział[a]?|mówi|scrive|scritto|detto|dice|schreef|zei|yazdı|dedi|meinte|kommentierte|comentó|comentou|说|写道|写着|言って(?:い)?(?:る|た)|書いて(?:い)?(?:る|た)|말했|썼)(?:\s{0,3}[:：,]?|(?:\s+[^\s:："“«„「']+){1,5}\s{0,2}[:：])\s{0,3}(?:"[^"\n]{1,400}"|“[^”\n]{1,400}”|«[^»\n]{1,400}»|„[^“\n]{1,400}“|「[^」\n]{1,400}」|'[^'\n]{8,400}')/giu;

/** A quotation after a colon whose lead names someone else's text ("reviewer's comment on the PR, add it: "…""). */
const NAMED_QUOTE =
  /((?<!\p{L})(?:comments?|reviews?|reviewers?|messages?|e-?mails?|tickets?|issues?|pr|mr|comentários?|comentarios?|revisor(?:es)?|revisão|revisión|mensagem|mensaje|commentaires?|relect(?:eur|rice)|kommentare?|nachricht|комментари\p{L}*|ревьюер\p{L}*|сообщени\p{L}*|留言|评论|评审意见|原文|コメント|レビュー|리뷰|코멘트)(?!\p{L})[^"“«「:：\n]{0,80}[:：]\s*)(?:"[^"\n]{8,}"|“[^”\n]{8,}”|«[^»\n]{8,}»|「[^」\n]{8,}」)/giu;

/**
 * An attribution line: someone (not the speaker) + a reporting verb + a few words + a colon that ends the
 * line ("this is what Marco wrote on the PR:", "here's what ops pasted in the channel:"). What follows it is
 * their text; the clause itself only frames it.
 */
const ATTRIBUTION =
  /(?<!\p{L})(?:wrote|said|says|left|posted|pasted|dropped|forwarded|shared|sent|commented|replied|reported|escribió|escribe|dijo|écrit|dit|schrieb|geschrieben|disse|escreveu|написал[аи]?|сказал[аи]?)(?!\p{L})(?:\s+[^\s:：]+){0,10}\s*[:：]\s*(?:$|(?=>\s))/iu;
const FIRST_PERSON = /(?<!\p{L})(?:i|we|ich|wir|je|j['’]ai|on|yo|eu|я|мы)(?:\s+(?:have|had|just|already|a|ai|hat|habe|ya|já|уже))?\s+$/iu;
/** Cuts an attribution clause off its line: from the last sentence or clause boundary before the verb. */
function cutAttribution(line: string): string | undefined {
  const m = ATTRIBUTION.exec(line);
  if (!m || FIRST_PERSON.test(line.slice(0, m.index))) return undefined;
  const before = line.slice(0, m.index);
  const cut = Math.max(...[/[.!?。！？;]\s/g, /\s[—–-]\s/g, /,\s/g].map((re) => [...before.matchAll(re)].map((x) => (x.index ?? 0) + 1).pop() ?? 0));
  return line.slice(0, cut).replace(/[,\s—–-]+$/, '');
}

/** A row of comma-separated values: three commas or more, none followed by a space as prose would have, a first field
 * without a space, no CJK text ("把 columns 顺序改回 a,b,c,d" is a sentence). */
const CSV_ROW = /^(?!.*,\s)(?![^\n]*[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[^\s,]+(?:,[^,\n]*){3,}$/u;
/** What a log record goes on with on its next lines: an exception, a parenthesised note, a cause, a frame. */
const LOG_GOES_ON = /^(?:[\w.]+(?:Error|Exception|Warning)\b|\(|Caused by\b|Traceback\b|\s*at\s)/;

/** The user's own words, and whether the prompt holds a pasted block (a fence, `>` lines, log or indented lines, an attributed paragraph). */
export function ownTextOf(prompt: string): { text: string; pasted: boolean } {
  const lines = prompt.split(/\r?\n/);
  const kept: string[] = [];
  let inFence = false;
  let inReport = false;
  let pasted = false;
  let inLog = false;
  for (const full of lines) {
    const line = full.length > 4_000 ? full.slice(0, 4_000) : full;
    if (FENCE.test(line)) {
      // A closing fence ends the pasted block, and with it any attributed paragraph it belonged to.
      if (inFence) inReport = false;
      inFence = !inFence;
      pasted = true;
      continue;
    }
    if (inFence) continue;
    if (inReport) {
      if (line.trim() === '') inReport = false;
      continue;
    }
    // (…or a CSV row, or what a log record goes on with on the next line: its exception, its "(Background on this error…)".)
    if (QUOTE_LINE.test(line) || WHOLE_QUOTE.test(line) || LOG_LINE.test(line) || /^\s{4,}\S/.test(line) || /^\t/.test(line) || CSV_ROW.test(line) || (inLog && LOG_GOES_ON.test(line))) {
      pasted = true;
      inLog = LOG_LINE.test(line) || inLog;
      continue;
    }
    inLog = false;
    const attributed = cutAttribution(line);
    if (attributed !== undefined) {
      kept.push(attributed);
      inReport = pasted = true;
      continue;
    }
    const from = FROM_OTHER.exec(line);
    if (from) {
      kept.push(line.slice(0, from.index)); // the lead only names the paste
      inReport = pasted = true;
      continue;
    }
    const m = REPORTING.exec(line) ?? SAID_BY_OTHER.exec(line);
    if (m) {
      kept.push(line.slice(0, m.index));
      inReport = true; // the quoted part runs to the end of the paragraph
      continue;
    }
    // A long inline code span is pasted code. Spans are paired left to right: the prose between the end of
    // one span and the start of the next is the person's own, however long.
    const own = line.replace(/`[^`\n]*`/g, (span) => (span.length > 82 ? ' ' : span)).replace(REPORTED_QUOTE, ' "…" ');
    const unquoted = own.replace(NAMED_QUOTE, '$1"…"');
    if (unquoted !== own) pasted = true;
    kept.push(unquoted);
  }
  return { text: kept.join('\n'), pasted };
}

/**
 * The user's own words: fenced blocks, `>` lines and log-like lines are dropped; a reporting clause cuts
 * the rest of its line and, when it ends the line, every following line up to a blank line.
 */
export function ownText(prompt: string): string {
  return ownTextOf(prompt).text;
}

/** True when the prompt as a whole is a paste (more than half quoted/log material) with a short ask. */
export function quotedShare(prompt: string): number {
  const own = ownText(prompt).replace(/\s+/g, '').length;
  const all = prompt.replace(/\s+/g, '').length;
  return all === 0 ? 0 : 1 - own / all;
}
