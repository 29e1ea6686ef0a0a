// People type fast without their accents ("a partir de maintenant", "deja dit", "ojala", "voce", "nao"), spell umlauts out
// ("muessen"), and write Chinese in traditional characters ("記得"): the rules, written with accents and in simplified
// characters, also read these. Each rule's pattern is rewritten in place, once, when its module loads: an accented letter
// in a word of four letters or more, or of three in a phrase, also accepts its bare letter ("déjà" reads "deja", "à partir
// de" reads "a partir de"); "é", "já", "só", "no sé" stay as written ("e", "ja", "so", "no se" are other words); a
// simplified character also accepts its traditional forms ("记得" reads "記得").

const BARE: Readonly<Record<string, string>> = {
  á: 'a', à: 'a', â: 'a', ã: 'a', ä: 'a', å: 'a', é: 'e', è: 'e', ê: 'e', ë: 'e', í: 'i', ì: 'i', î: 'i', ï: 'i',
  ó: 'o', ò: 'o', ô: 'o', õ: 'o', ö: 'o', ú: 'u', ù: 'u', û: 'u', ü: 'u', ç: 'c', ñ: 'n',
};
/** The languages whose rules read bare letters. Turkish, Polish and Czech are typed without their letters as often as with
 * them ("sana demistim", "mowilem ci juz", "uz jsem ti rikal"): their rules read their own letters bare (a Turkish rule does not take a French
 * letter, and a language's hint, which says the prompt is in it, is left as written). Vietnamese is not folded (typed without
 * its marks, most of its words are each other: that form has rules of its own, correctionRulesRomanized.ts). */
const BARE_LANGS = new Set(['fr', 'es', 'pt', 'de', 'it', 'nl', 'zh']);
const OWN_BARE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  tr: { ı: 'i', ş: 's', ğ: 'g', ç: 'c', ö: 'o', ü: 'u', â: 'a', î: 'i', û: 'u' },
  pl: { ą: 'a', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z', ć: 'c' },
  cs: { ě: 'e', š: 's', č: 'c', ř: 'r', ž: 'z', ý: 'y', á: 'a', í: 'i', é: 'e', ů: 'u', ú: 'u', ť: 't', ď: 'd', ň: 'n', ó: 'o', ä: 'a', ô: 'o', ľ: 'l', ĺ: 'l', ŕ: 'r' },
};
/** Traditional forms of the simplified characters the rules are written in (Taiwan, Hong Kong: "記得", "不要這樣", "說過"). */
const HANT: Readonly<Record<string, string>> = {
  错: '錯', 别: '別', 过: '過', 个: '個', 这: '這', 后: '後', 谢: '謝', 说: '說', 没: '沒', 实: '實', 吗: '嗎', 来: '來', 经: '經', 样: '樣',
  写: '寫', 请: '請', 开: '開', 应: '應', 该: '該', 许: '許', 规: '規', 删: '刪', 么: '麼', 从: '從', 数: '數', 项: '項', 当: '當', 讲: '講',
  里: '裡裏', 帮: '幫', 刚: '剛', 现: '現', 担: '擔', 记: '記', 将: '將', 关: '關', 须: '須', 诉: '訴', 际: '際', 弃: '棄', 们: '們', 着: '著',
  库: '庫', 觉: '覺', 对: '對', 气: '氣', 会: '會', 选: '選', 议: '議', 厉: '厲', 换: '換', 动: '動', 废: '廢', 线: '線', 为: '為', 装: '裝',
  仓: '倉', 强: '強', 调: '調', 远: '遠', 则: '則', 务: '務', 给: '給', 还: '還', 紧: '緊', 统: '統', 见: '見', 万: '萬', 几: '幾', 扩: '擴',
  钮: '鈕', 画: '畫', 办: '辦', 维: '維', 护: '護', 暂: '暫', 时: '時', 托: '託', 评: '評', 论: '論', 档: '檔', 报: '報', 户: '戶', 边: '邊',
  总: '總', 据: '據', 缓: '緩', 队: '隊', 构: '構', 组: '組', 迁: '遷', 环: '環', 录: '錄', 径: '徑', 变: '變', 镜: '鏡', 赖: '賴', 块: '塊',
  测: '測', 试: '試', 脚: '腳', 产: '產', 预: '預', 发: '發', 让: '讓', 监: '監', 听: '聽', 于: '於', 断: '斷', 干: '幹乾', 周: '週', 复: '復複',
  烦: '煩', 价: '價', 单: '單', 约: '約', 范: '範', 惯: '慣', 终: '終', 难: '難', 无: '無', 坏: '壞', 误: '誤', 问: '問', 题: '題', 绝: '絕',
  简: '簡', 设: '設', 础: '礎', 系: '係', 准: '準', 并: '並', 执: '執', 码: '碼', 网: '網', 页: '頁', 状: '狀', 态: '態', 点: '點', 击: '擊',
  压: '壓', 级: '級', 响: '響', 读: '讀', 认: '認', 证: '證', 输: '輸', 忆: '憶', 云: '雲', 签: '簽', 转: '轉', 运: '運', 连: '連', 灯: '燈',
  储: '儲', 启: '啟', 闭: '閉', 补: '補', 间: '間', 长: '長', 门: '門', 术: '術', 节: '節', 讯: '訊', 优: '優', 参: '參', 钟: '鐘', 离: '離',
  张: '張', 两: '兩', 亲: '親', 爱: '愛', 虽: '雖', 广: '廣', 结: '結', 东: '東', 车: '車', 头: '頭', 欢: '歡', 乐: '樂'
};
/** Bare forms that are other words: the accented word is kept as written. */
const OTHER_WORDS = new Set(['esta', 'estas', 'este', 'mais', 'para']);
const LETTER = /\p{L}|\p{M}/u;
const UMLAUT: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue' };

/** The text around position `i` of a pattern's source made of characters `inSpan` accepts (an escaped letter ends it). */
function spanAt(src: string, i: number, inSpan: (c: string) => boolean): string {
  let a = i;
  let b = i + 1;
  while (a > 0 && inSpan(src[a - 1]) && src[a - 2] !== '\\') a--;
  while (b < src.length && inSpan(src[b])) b++;
  return src.slice(a, b).trim();
}
const isLetter = (c: string): boolean => LETTER.test(c);
const isLetterOrSpace = (c: string): boolean => c === ' ' || LETTER.test(c);

const bareWord = (w: string, map: Readonly<Record<string, string>>): string => [...w.toLowerCase()].map((c) => map[c] ?? c).join('');

/** What an accented letter at `i` (not in a character class) becomes. */
function foldLetter(src: string, i: number, c: string, bare: string, map: Readonly<Record<string, string>>): string {
  // A word alone needs four letters; in a phrase ("eso no está", "à partir de") three, or the preposition "à": the words
  // around it say which it is. Shorter ones stay ("no sé" is not "no se", "já" is not "ja").
  const word = spanAt(src, i, isLetter);
  const letters = [...word].length;
  const phrase = spanAt(src, i, isLetterOrSpace).includes(' ');
  // (In Turkish, Polish and Czech, whose rules run only where the prompt is in the language, three letters are enough: "rób".)
  const fold = !OTHER_WORDS.has(bareWord(word, map)) && (letters >= 4 || ((phrase || map !== BARE) && (letters === 3 || word === 'à')));
  // German typed without umlauts writes them out ("muessen", "fuer").
  const umlaut = map === BARE ? UMLAUT[c.toLowerCase()] : undefined;
  return !fold ? c : umlaut ? `(?:${c}|${umlaut}|${bare})` : `[${c}${bare}]`;
}

/** The pattern's source with each accented letter of a long word also accepting its bare letter (and each simplified
 * character its traditional forms). Only escapes, brackets and non-ASCII characters are visited. */
export function accentFreeSource(src: string, map: Readonly<Record<string, string>> = BARE): string {
  let inClass = false;
  return src.replace(/\\[\s\S]|[[\]]|[^\x00-\x7f]/gu, (c, i: number) => {
    if (c.length > 1 && c[0] === '\\') return c;
    if (c === '[' || c === ']') {
      if (!inClass && c === '[') inClass = true;
      else if (inClass && c === ']') inClass = false;
      return c;
    }
    const traditional = map === BARE ? HANT[c] : undefined;
    if (traditional) return inClass ? c + traditional : `[${c}${traditional}]`;
    const bare = map[c.toLowerCase()];
    if (!bare) return c;
    return inClass ? c + bare : foldLetter(src, i, c, bare, map);
  });
}

/** Rewrites every pattern found in `values` (patterns, arrays and records of them, nested) in place. */
export function acceptBareLetters(...values: unknown[]): void {
  const seen = new Set<unknown>();
  const walk = (v: unknown, map: Readonly<Record<string, string>>, ptWalk = false): void => {
    if (v === null || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    // A language's rules (a record with its `lang`, a [lang, pattern] pair): with its letters. A [kind, lang, pattern]
    // triple (the feature wishes) reads the common bare letters, and a Turkish, Polish or Czech one its own.
    // A [lang, pattern] pair of Turkish, Polish or Czech (a house rule, a reproach) runs on every prompt, with no hint to
    // say the prompt is in the language: it stays as written ("-łeś" read bare would read English "files").
    const pair = Array.isArray(v) && typeof v[0] === 'string' && v[1] instanceof RegExp;
    const lang = !Array.isArray(v) ? (v as { lang?: unknown }).lang
      : pair ? v[0]
        : typeof v[1] === 'string' && v[2] instanceof RegExp && OWN_BARE[v[1]] ? v[1] : undefined;
    if (typeof lang === 'string') {
      const own = BARE_LANGS.has(lang) ? BARE : pair ? undefined : OWN_BARE[lang];
      if (!own) return;
      map = own;
      ptWalk = lang === 'pt';
    }
    if (v instanceof RegExp) {
      let src = accentFreeSource(v.source, map);
      // Brazilian chat writes "não" as "n" before a verb ("a gente n usa", "n era pra mudar").
      if (ptWalk) src = src.replace(/(?<![\p{L}\\[])n(?:ã|\[ãa\])o(?= )/gu, '(?:n[ãa]o|n)');
      // …and without its tilde where the pattern lists it among other words ("(?:não|nunca|jamais)").
      if (ptWalk) src = src.replace(/(?<=[(|:])não(?=[|)])/gu, 'n[ãa]o');
      if (src !== v.source) v.compile(src, v.flags);
      return;
    }
    for (const [k, x] of Array.isArray(v) ? v.entries() : Object.entries(v)) if (k !== 'hint') walk(x, map, ptWalk);
  };
  values.forEach((v) => walk(v, BARE));
}
