// What the agent did, named by the person in a reproach: the second person past with an object ("you bumped the Kotlin
// version", "du hast … gelöscht", "ты выбрал…"), an action done without asking. correction.ts reads these as corrections.

/** Hangul syllables that end in ㅆ: a past tense (했, 뺐, 지웠…). */
const KO_PAST = Array.from({ length: 399 }, (_, i) => String.fromCharCode(0xac00 + i * 28 + 20)).join('');

/** The agent's own action named in the second person past, with an object ("you bumped the Kotlin version"). */
export const YOU_DID: readonly [string, RegExp][] = [
  ['ro', /(?<!\p{L})(?:ai|l-ai|le-ai|i-ai) (?:creat|pus|bagat|sters|adaugat|generat|scris|schimbat|modificat|scos|mutat)(?!\p{L})/iu],
  ['pcm', /\bwhy you (?:run|change|add|remove|delete|push|put|touch|use|comot|write|deploy|merge)\b/i],
  ['fa', /(?<![\p{L}\p{M}])(?:\p{L}{0,8}?(?:kardi|neveshti|gozashti|zadi|dadi|bardashti)|(?:کردی|نوشتی|گذاشتی|زدی|دادی|برداشتی))(?![\p{L}\p{M}])\s*[?？؟]/u],
  // "You're comparing X with the numeric enum, so …": what the agent is doing, and what it breaks.
  ['en', /\byou(?:'re| are) (?:still )?(?:comparing|using|calling|passing|reading|writing|sending|checking|mocking|creating|importing|returning|setting|mapping|parsing|converting|broadcasting|hardcoding|catching|swallowing|ignoring|matching|querying|selecting|waiting)\s+(?:[^.!?]|\.(?=\S)){2,120}?\b(?:so|which|but|that'?s why|instead of|never|nobody|nothing|(?:that|it|this) won'?t work|wont work)\b/i],
  // "You did it again": the reproach of a repeat names no object; what was repeated is in the sentences around it.
  ['en', /(?<!\b(?:if|when|once|whether|can|could|would|should|do|did)\s+)\byou(?:'ve| have)? (?:did|done) (?:it|that|this|the same(?: thing)?) again\b/i],
  ['en', /(?<!\b(?:can|could|would|will|won'?t|do|did|didn'?t|if|to|when|should|might|may|once|after|before|until|unless|whether)\s+)\byou(?:'ve| have)?\s+(?:just\s+|accidentally\s+|also\s+|again\s+|silently\s+|somehow\s+|apparently\s+)?(?:(?:gone|went)\s+(?:ahead\s+)?and\s+)?(?!(?:asked|mentioned|said|suggested|wanted|needed|seemed|looked|sounded|explained|offered|proposed|recommended|helped|saved|nailed|handled|managed|solved|deserved|earned|noticed|spotted|caught|liked|loved|enjoyed|decided|agreed|started|finished|completed|supposed|called|texted|emailed|pinged|joined|attended|presented|shared|promised|used to|tried|worked|listed|answered|replied|described|covered)\b)(?:[a-z]{2,}ed|made|wrote|took|put|left|broke|ran|set|threw|hid|cut|split|sent|built|kept|brought|chose|undid|overwrote|rewrote|forgot|lost|read|dropped|bumped|stripped|stuck|dug|swung|shoved)\s+(?!(?:me|us|it)\b[.!]?$)\S+/i],
  // "you've gone with X", "you've done the string matching thing again": what the agent chose, or did once more.
  ['en', /(?<!\b(?:if|when|can|could|would|should|do|did)\s+)\byou(?:'ve| have) (?:gone|went) (?:with|for) \S|\byou(?:'ve| have)? (?:done|did) (?:the|that|this|your) (?:[^.!?]|\.(?=\S)){1,60}?\bagain\b/i],
  // "ton renommage en X a tout cassé": what the agent did, named as the cause of the break.
  ['fr', /(?<!\p{L})(?:ton|ta|tes|votre|vos) [^.!?]{1,40}? (?:a|ont) (?:tout )?(?:cassé|pété|flingué)(?!\p{L})/iu],
  // "you've only looked at the port": what was done stops short of what was asked.
  ['en', /(?<!\b(?:if|when|can|could|would|should|do|did)\s+)\byou(?:'ve| have)? only (?:[a-z]{2,}ed|read|seen|done|run|touched|changed|fixed)\s+(?:at |in |on |to )?\S+/i],
  ['de', /(?<!\p{L})(?:du hast|sie haben|(?<=\p{L}\s)(?:hast du|haben sie))\s+(?:\S+\s+){0,16}?(?!gut|recht)(?:\p{L}{0,6}(?:ge|be|ver|er|ent|zer|über)\p{L}{2,}(?:t|en)|\p{L}{0,6}g(?:s|sch|l|r|m|n|w|f)\p{L}{2,}(?:t|en)|\p{L}{3,}iert|\p{L}{4,}tet)(?=\s*(?:[.!?,;:—–-]|$|und\s|sowie\s))/iu],
  ['fr', /(?<!\p{L})tu viens d['’e]\s*\p{L}{3,}(?:er|ir|re)\s+\S|(?<!\p{L})(?:tu as|t['’]as)\s+(?:encore\s+|d[ée]j[àa]\s+)?(?!(?:une?|des|juste|encore|surement|sûrement|probablement|peut-[eê]tre|quelque|autre|m[eê]me|toute|comme|raison|besoin|envie|vu|lu|bien|rien)(?!\p{L}))\p{L}{3,}[eé](?!\p{L})\s+(?:\S+\s+)?(?:en|dans|a|à|au|aux|le|la|les|l['’]|un|une|des|du|de|sur|par|\x60)|(?<!\p{L})(?:tu as|t['’]as|vous avez)\s+(?!raison|bien fait|vu|lu|eu|dit|su|pu)(?:\S+\s+){0,2}?\p{L}+(?:é|ée|és|i|is|it|u|ert)(?!\p{L})\s+\S|(?<!\p{L})(?:tu|vous)\s+(?:l['’]|les\s+|en\s+)(?:as|avez)\s+(?:encore\s+|déjà\s+|carrément\s+)?(?!dit|vu|lu|compris|trouvé|réussi|bien|mérité)\p{L}{2,}(?:é|ée|és|ées|i|is|it|u|us|ert)(?!\p{L})/iu],
  ['es', /(?<!\p{L})(?!\p{L}{4,}liste(?!\p{L})|\p{L}*(?:kist|küst|aist|eist)e(?!\p{L})|tuviste|estuviste|hiciste un (?:gran|buen)|existe|insiste|consiste|resiste|asiste|desiste|subsiste|contraste|desgaste|engaste)\p{L}{2,}(?:aste|iste)(?!\p{L})\s+\S|(?:^|[,;:—–]\s*|(?<!\p{L})(?:y|pero|tú|ya|también|otra vez|como|lo|la|los|las|le|les|me|te)\s+)(?:has|habéis)\s+(?:vuelto a\s+)?(?!sido|estado|tenido)\p{L}{2,}(?:ado|ido|isto|uesto|echo|ierto|uelto|cho)(?!\p{L})\s+\S/iu],
  ['pt', /(?<!\p{L})(?:porque (?:é que )?|porqu[eê] |pq (?:é q )?|tu )\p{L}{2,}(?:aste|este|iste)(?!\p{L})/iu],
  ['pt', /(?<!\p{L})(?:você|vc|tu)\s+(?:\S+\s+)?(?!arrasou|acertou|mandou bem)\p{L}{2,}(?:ou|eu|iu)(?!\p{L})(?:\s+\S|[,;])/iu],
  ['ru', /(?<!(?:чтобы|чтоб|если бы)\s)(?<!\p{L})(?:ты|вы|ти|ви)\s+(?:\S+\s+){0,4}?(?!(?:был|была|были|прав|права|правы|був|була|були)(?!\p{L}))\p{L}{2,}(?:ал|ял|ил|ел|ул|ла|ли|ив|ав|ів|ув|ез|ёс|ёл)(?!\p{L})(?:\s+\S|\?\?)/iu],
  ['it', /(?<!\p{L})hai\s+(?:\S+\s+)?(?!ragione|fatto bene)\p{L}+(?:ato|uto|ito|esso|otto|iso|ritto|olto)(?!\p{L})\s+\S/iu],
  // Nigerian Pidgin's perfect ("you don multiply am by 100 again"); Dutch "je hebt … gedaan".
  ['pcm', /\b(?:you|una) don (?!finish\b|try\b|see\b|know\b)[a-z]{3,}\s+\S/i],
  ['nl', /(?<!\p{L})(?:je|jij|u|ge|gij) (?:hebt|het)\s+(?:\S+\s+){0,8}?(?:om|af|aan|op|uit|in|door|over|terug|weg|mee|toe|vast|bij|na)?ge\p{L}+?(?:d|t|en|an)(?!\p{L})/iu],
  // Polish and Czech second person past ("wrzuciłeś X do …", "jsi smazal …").
  ['pl', /(?<!\p{L})\p{L}{3,}(?:łeś|łaś)(?!\p{L})\s+\S|(?<!\p{L})jsi\s+(?:\S+\s+){0,2}?\p{L}{3,}(?:l|la)(?!\p{L})\s+\S/iu],
  // "你刚刚 cd 进 app/ 里面": what the agent just did, named with its code thing.
  ['zh', /你(?:刚才|刚刚)\s?(?:[A-Za-z][\w.-]*\s)?[\p{Script=Han}]{1,2}\s?[\w./\x60'-]{2,40}/u],
  ['zh', /你\s?(?:[A-Za-z][\w.-]*\s){1,3}[^，。！？]{0,30}?了(?=[?？\s]|$)/u],
  ['zh', /你(?:又|刚才|刚刚|居然|怎么又|怎么|咋|咋又|擅自|私自|顺手)?(?:给|把[^，。！？]{1,40})?(?!辛苦|说得|做得|帮了)[\p{Script=Han}]{1,3}(?:\s?[\w.+-]{1,12}\s?[\p{Script=Han}]{0,2})?了(?![吗吧么呢])|擅自|私自|这样[^，。！？]{0,20}?不就(?!好|行|可以|完|结|解决|搞定|对)[^，。！？]{1,30}?了|(?:你|这)[^，。！？]{0,30}?(?:是|很)误导/u],
  // Turkish, with its letters or without: "neden @daily yaptın?", "yine fp32 vermişsin" (you went and …).
  ['tr', /(?<!\p{L})(?:niye|neden|niçin|nicin|ne diye)\s+(?:\S+\s+){0,4}?\p{L}{2,}(?:d[ıi]n|d[uü]n|t[ıi]n|t[uü]n)(?!\p{L})|(?<!\p{L})\p{L}{2,}(?:m[ıi][şs]s[ıi]n|m[uü][şs]s[uü]n)(?!\p{L})/iu],
  // Romanized or Devanagari Hindi: "tumne … bana diya", "aapne … edit kiya" (not "tumne accha kiya").
  ['hi', /(?<![\p{L}\p{M}])(?:tumne|tune|aapne|तुमने|आपने|तूने)(?![\p{L}\p{M}])(?![^.!?।]{0,100}(?:accha|achha|acha|badhiya|mast|shabash|अच्छा|बढ़िया))[^.!?।]{1,100}?(?<![\p{L}\p{M}])(?:diya|di|diye|kiya|kiye|liya|liye|dala|daala|daali|badla|badli|badle|banaya|banayi|hataya|hatayi|rakha|rakhi|chhoda|chhodi|likha|likhi|lagaya|lagayi|bheja|nikala|mitaya|दिया|दी|किया|लिया|बदला|बनाया|हटाया|रखा|छोड़ा|लिखा|लगाया)(?![\p{L}\p{M}])/iu],
  // "… 変えてるやん" (you have gone and changed …), "まだ … やってる" (still doing it), "… してるよね" (you are doing …, aren't you).
  // "…に書き換えようとしてるけど違う", "デフォルトを true にしてるけど off です": what was done, then that it is not so.
  ['ja', /(?:リネーム|削除|変更|追加|編集|コミット|プッシュ|マージ)?(?:した|消した|変えた|入れた|下げた|上げた|外した|足した|いじった|書き換えた)(?:でしょ|っしょ)(?=[。！!、\s]|$)|[てで](?:る|た|います|いる)けど、?\s*(?:違う|違います|ちがう|ちゃう)(?=[。！!、\s]|$)|にしてる(?:けど|が)、?\s*[^。、\s]{1,20}\s?(?:です|だ|やで|だよ)(?=[。！!、\s]|$)/u],
  ['ja', /(?:付け|入れ|変え|消し|足し|外し)たら[^。]{0,60}(?:ちゃう|ちゃいます|てしまう|てしまいます|壊れ|落ち)|[てで](?:しまって|しもうて|もうて|ちゃって|じゃって)?(?:る|た)(?:やん|じゃん|やろ)(?=[。！!、\s]|$)|勝手に|無断で|まだ[^。！？]{1,60}?(?:やってる|してる|使ってる|書いてる|残ってる|呼んでる|作ってる)|(?:して|やって|作って|使って|書いて|呼んで)(?:る|います|ます)よね|(?:消し|削除し|変え|外し|入れ|書き換え|戻し|上げ|下げ)たよね/u],
  ['ko', /[가-힣]면 (?:어떡해|어떻게 해|어쩌냐|우짜노|우째|어쩌려고)/u],
  ['ko', new RegExp(`(?:잠깐|어|엥|헐|아니|직접|맘대로|마음대로|또)[,\\s]+[^.?!]{0,60}?[${KO_PAST}](?:어요|어|네요|네)\\s*\\?|(?:[가-힣\\w)\\]\\x60'"]{1,30}(?:을|를)\\s[^.?!]{0,40}?왜\\s?[^.?!]{0,60}?|왜\\s?[^.?!]{0,60}?(?:[가-힣\\w)\\]\\x60'"](?:을|를|걸|으로|로))\\s[^.?!]{0,40}?)[${KO_PAST}](?:어요|어|나요|냐|니|지)?\\s*\\?|[가-힣](?:었|았|했|웠|췄)어야(?:지|죠|했)|(?:네가|니가|너가|당신이)\\s?[^.!?]{0,40}?[${KO_PAST}](?:잖아|어(?![가-힣])|지(?![가-힣])|네|더라)|(?:네가|니가|너가|당신이)\\s?(?:[^.!?]|\\.(?=\\S)){0,90}?[가-힣](?:거야|거잖아|거임)|마음대로|멋대로|허락 없이|(?<!(?:한테|에게|께)[^.!?]{0,40})[가-힣](?:라고|다고)\\s?(?:했|말했|얘기했)(?:잖|는데|죠|지)`, 'u')],
  ['any', /\bwithout (?:asking|telling me|checking with me|my (?:ok|approval|permission))\b|\bi (?:didn'?t|did not|never) ask(?:ed)? (?:you )?(?:to|for)\b|(?<!\p{L})(?:я (?:же |вроде )?не просил(?:а)?|ich habe (?:dich )?nicht (?:darum )?gebeten|je (?:ne )?t['’]ai (?:pas|jamais) demandé|(?:yo )?no te pedí|(?:eu )?não (?:te )?pedi)(?!\p{L})|(?<!\p{L})(?:sans (?:demander|me demander)|sin preguntar|sem perguntar|ohne (?:zu fragen|rückfrage|nachzufragen)|не спросив|без спроса)(?!\p{L})/iu],
];
