// The correction / standing-instruction rules, per language. A sentence matches only on corrective
// CONTENT: a negated instruction (prohibition), a replacement ("X instead of Y"), a stated fact that
// follows a rejection or an "actually"/"I said" cue and names something concrete, or an explicit
// standing instruction ("remember that…", "from now on…", "always/never …"). Trigger words on their own
// ("actually", "no", "I said", "instead of") never match; `benign` phrases ("don't worry", "no thanks",
// "I don't think") veto a sentence. All regexes are single-pass (no nested unbounded quantifiers).

export interface LangRules {
  lang: string;
  /** A rejection that opens a sentence ("No,", "That's wrong:", "Nein,"): stripped, what follows must carry content. */
  lead: RegExp;
  /** Phrases that make a sentence pleasantry, reassurance or opinion, never a correction. */
  benign: RegExp;
  /** Explicit standing instructions. */
  standing: RegExp;
  /** Negated instructions addressed to the agent. */
  prohibit: RegExp;
  /** "Use X instead of Y", "X, not Y". */
  replace: RegExp;
  /** Cues after which a concrete statement is a correction of fact ("actually", "I said", "you forgot"). */
  factCue: RegExp;
  /** The standing-instruction opener to drop from the distilled rule ("Remember that", "From now on,"). */
  opener: RegExp;
  /** Words or letters a prompt in the language almost always has: without them its rules are not run (nor compiled). */
  hint?: RegExp;
}

const P = '(?:(?:please|pls|ok(?:ay)?|so|and|but|also|just|oh|hey|alright|again|once more|by the way|btw|fyi|no|nah|nope|whoa|woah|wait|hang on|hold on|oi|ugh|argh|yikes|jeez|geez|dude|mate|look|listen|hmm+|erm|um|uh|ah+|aur haan|aur|haan|arre|arey|yaar|bhai|acha|accha|toh|che|dale)[,!.]?\\s+)*';
const BENIGN_EN = 'worry|mind|bother|think|know|care|hesitate|panic|stress|apologi[sz]e|feel|be sorry|sweat|rush|be silly|be shy';

export const EN: LangRules = {
  lang: 'en',
  lead: new RegExp(`^(?:(?:no+|nope|nah|stop|wrong|incorrect|not quite)(?:\\s+(?:wait|hold on|stop|no+|lah|leh|lor|la|ah|eh))?\\s*[,.!:;—–-](?!\\d)|close,? but\\b|(?:that|this|it)(?: [\\w-]+)? won'?t do(?:,? i'?m afraid)?\\s*[,.!:;—–-]|not (?:that|this|the|those|these) [\\w-]+(?: [\\w-]+)?\\s*[,.!:;—–-]|wrong (?:file|folder|directory|branch|command|package|function|method|module|repo|table|endpoint|url|path|version|place|one|variable|name)\\b\\s*[,.!:;—–-]?|wrong [\\w-]+(?:\\s+(?:btw|again|though|there|here))?\\s*[,.!:;—–](?!\\w)|(?:not like that|(?:that|this|it)(?:'s| is) (?:wrong|incorrect|not right|not correct|not what i (?:asked|wanted|meant)(?: for)?|a mistake)|(?:you're|you are) wrong)(?![\\w'])|(?:that|this|it)(?:'s| is) not (?:how|what|where|the way)\\b[^.!?:;,]{0,60}|(?:that|this|it)(?:'s| is) (?:the )?(?:wrong|old|outdated|deprecated|legacy|previous) [\\w-]+(?: [\\w-]+)?\\s*[,.!:;—–-])[\\s,.!:;—–-]*`, 'i'),
  benign: new RegExp(`\\b(?:don'?t read (?:anything|too much|much) into|(?:it'?s|that'?s) expected,? not related|no (?:thanks|thank you|worries|problem|rush|need|luck|idea|clue|biggie|pressure)|(?:do not|don'?t|never) (?:${BENIGN_EN})\\b|never mind|i (?:do not|don'?t) (?:think|mind|know|care|see why not)|not (?:a big deal|bad|now|yet|today|your fault)|no(?:t|body'?s|-one'?s| one'?s) (?:your )?fault|(?:that'?s|it'?s|all) (?:fine|ok|okay|good|great|alright)|all good|that'?s all|sounds good|(?:fine|ok(?:ay)?|good) (?:by|with) me|works for me|good call|reads (?:better|nicer|cleaner)|i like (?:it|that|this)|fair enough|you'?re right|(?:^|\\bitem\\s+|#)no\\.? ?(?:\\d|one|two|three)|\\bno\\. ?\\d)`, 'i'),
  standing: new RegExp(
    [
      `(?:^${P}|[,;:—–]\\s*(?:and\\s+|but\\s+|please\\s+)?|(?<=[\\u3040-\\u30ff\\u4e00-\\u9fff\\uac00-\\ud7a3\\u0400-\\u04ff]\\s?))(?:remember|keep in mind|note|(?<!never\\s)mind|don'?t forget|for the record|important|nb|n\\.b\\.|psa|caution|warning|careful|be careful|watch out)(?:\\s+that\\b|(?:\\s+this(?:\\s+one)?)?\\s*[:,—–-])\\s*(?!i\\b|i'm\\b|i'll\\b|(?:tomorrow|today|tonight|this (?:afternoon|evening|week)|next (?:week|monday|tuesday|wednesday|thursday|friday)|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|morn|morgen|hüt|heute|demain|mañana|amanhã|завтра|сегодня)\\b)\\S`,
      `(?:^${P}|[,;:—–]\\s*(?:and\\s+|but\\s+|please\\s+)?)(?:remember|don'?t forget) to \\w+(?![^.!?]*\\bbefore you (?:stop|leave|finish|go|log off|wrap up)\\b)(?![^.!?]*(?:\\bwhen you(?:'re| are)? (?:done|finish(?:ed)?)\\b|(?:когда|как) закончишь|wenn du fertig bist|quand tu (?:as|auras) fini|cuando termines|quando terminar))`,
      `(?:^${P}|[,;:—–]\\s*)keep in mind\\s+(?!(?:it|that|this)\\s*[.!]?$)\\S+\\s+\\S+\\s+\\S`,
      `^${P}(?:make sure|be sure)\\s+(?:to\\s+|that\\s+|you\\s+)?[a-z]+\\b(?:[^.?!]|\\.(?=\\w)){1,120}?\\b(?:whenever|every time|each time|any ?time|before|after) (?:you|we|someone|anyone)\\b`,
      `^${P}(?:make it a (?:habit|rule)|make a habit of|get (?:in|into) the habit of|as a (?:general )?rule)\\b[,:]?\\s+\\S`,
      // "remember for every commit in this repo: …", "every migration in here gets an undo script", "it's Instant everywhere in this codebase".
      `(?:^${P}|[,;:—–]\\s*)(?:same as|just like|like|as) i (?:told|said to|asked) (?:you|the other (?:agent|session|bot|one)|codex|claude|copilot|cursor)\\b[^:.!?]{0,60}:\\s*\\S`,
      `(?:^${P}|[,;:—–]\\s*)remember,? (?:for|with|in|on) (?:every|each|all|any) [^:.!?]{1,60}:\\s*\\S`,
      `(?:^${P}|\\s[—–-]\\s+)(?:every|each) \\S+ (?:in here|in this (?:repo|project|codebase|service)) (?:gets|needs|has|must|should)\\b`,
      `(?:^${P}|[,;:—–]\\s*)(?:it'?s|it is|(?:we )?use)\\s+\\S+(?:\\s+\\S+){0,2}\\s+everywhere (?:in|across) (?:this|the|our) (?:codebase|code ?base|repo|project|service|app)\\b`,
      `\\bmake (?:it|this|that) (?:the|a|our) (?:rule|convention|standard)\\b[^:]{0,40}:\\s*\\S`,
      `^${P}(?:(?:a |our |the )?(?:house |team |golden )?(?:rule|convention|policy|rule of thumb|ground rule)(?: (?:for|in) this (?:repo|project|codebase|team)| here)?|for this (?:repo|project|codebase))\\s*[:—–-]\\s*\\S`,
      `(?:^|[,;:—–]\\s*|(?<=[\\u3040-\\u30ff\\u4e00-\\u9fff\\uac00-\\ud7a3]\\s?))${P}(?:from now on|going forward|moving forward|in (?:the )?future|for the future|for future reference|next time|from here on(?: out)?|henceforth|in this (?:repo|project|codebase))\\b(?! with\\b| to\\b)[,:]?(?:\\s+\\S+\\s+\\S|\\s*[\\u3040-\\u30ff\\u4e00-\\u9fff\\uac00-\\ud7a3]{2})`,
      `(?:^${P}|[,;:—–]\\s*|\\b(?:and|but|so|please)\\s+)(?:always|never)\\s+(?:(?!mind\\b|again\\b|ever\\b|a\\b|an\\b|the\\b|so\\b|been\\b|happy\\b|glad\\b|fun\\b|good\\b|great\\b|nice\\b|(?!(?:embed|shed|seed|need|feed|speed|proceed|exceed|succeed|heed|shred)\\b)[a-z]+ed\\b|felt\\b|was\\b|were\\b|had\\b|did\\b|got\\b|went\\b|came\\b|thought\\b|knew\\b|made\\b|took\\b|seems?\\b|looks?\\b|feels?\\b|seen\\b|heard\\b|known\\b|gone\\b|done\\b|broken\\b|gotten\\b|happens\\b|works\\b)[a-z]\\w*\\s+\\S|\\x60[^\\x60\\n]{2,120}\\x60)`,
      `^${P}make sure (?:to |you )?(?:always|never|every time)\\b`,
      `\\byou (?:need|have|'ll need|must|should) to\\s+[a-z]+\\b[^.!?]{1,120}?\\b(?:before|whenever|every time|each time) (?:[a-z]+ing|you|we|any|every|each)\\b`,
      `(?:^${P}|[:：]\\s*)(?!i\\b|we\\b|you\\b|it\\b|this\\b|that\\b|there\\b)(?:[\\w.\\x60-]+\\s+){1,5}?(?:always|never)\\s+(?:(?:go(?:es)?|live|lives|belong|belongs|get|gets|come|comes)\\s+(?:in|into|through|to|from|on|under|via)|(?:start|starts|begin|begins|end|ends)\\s+with|(?:get|gets|are|is)\\s+(?:named|prefixed|suffixed|squashed|rebased|signed|tagged|pinned|committed|pushed|checked in|deployed|merged|edited|modified|touched|logged|cached|exposed|mocked|shipped|published|uploaded|stored))\\b`,
      `(?:^${P}|[:：]\\s*)(?!i\\b|we\\b|you\\b|it\\b|this\\b|that\\b|there\\b)(?:[\\w.\\x60-]+\\s+){1,5}?(?:are|is|get|gets|go|run)\\s+always\\s+(?:run\\s+)?(?:with\\s+|in\\s+|on\\s+|through\\s+)?\\x60[^\\x60\\n]{2,80}\\x60`,
      `^${P}(?:again\\s*[:—–-]\\s*)?\\x60[^\\x60\\n]{2,80}\\x60 (?:before|after|on) (?:every|each|any)\\b`,
      `^${P}(?!i\\b|we\\b|you\\b|it\\b|this\\b|that\\b|they\\b|there\\b|my\\b)(?:[\\w.\\x60-]+\\s+){1,4}?(?:don'?t|do not|never|must not|shouldn'?t|should not) (?:get|have|use|take|extend|call|import|contain|carry)\\s+(?:a |an |the )?(?:\\x60[^\\x60\\n]+\\x60|@[A-Z]\\w+)(?!\\s+(?:set|picked|applied|loaded|passed|injected|updated|called|run)\\b)`,
      `^${P}(?!i\\b|we\\b|you\\b|it\\b|this\\b|that\\b|they\\b|there\\b)(?:[\\w.\\x60-]+\\s+){1,4}?(?:are|is) only (?:for|used (?:for|in)|allowed (?:in|for))\\s+(?=[^.!?]*(?:\\x60|@\\w))\\S`,
      `(?:^${P}|[,;—–]\\s*)for (?:every|each|all|any) [^:;,.]{2,60}:\\s*\\S`,
      `^${P}for [^:;,.]{3,60}:\\s*(?:always|never|only)\\b`,
      `^${P}(?:in|for|with|inside|within|across|during|on)\\s+(?!me\\b|my\\b|i\\b|you\\b|your\\b|general\\b|fact\\b|theory\\b)(?:[\\w.\\/\`-]+\\s+){1,3}?(?:always|never)\\s+(?!mind\\b|again\\b|ever\\b|been\\b|worked\\b|works\\b|happens\\b|happened\\b)[a-z]\\w*\\s+\\S`,
      `\\b(?:for the future|for future reference|going forward|from now on)\\s*:\\s*\\S`,
      `\\b(?:write|note|jot|put) (?:this|that|it) down(?: as (?:a|the|our) (?:rule|convention))?\\b[^:]{0,40}:\\s*\\S`,
      `\\bas a (?:rule|convention) for [\\w .-]{2,40}:\\s*\\S`,
      `(?:^${P}|[,;:—–]\\s*)(?:[\\w.\\x60-]+\\s+){1,3}here\\s+(?:go|goes|live|lives|come|comes)\\s+(?:through|via|in|into|under)\\s+\\S`,
      `^${P}(?:(?:a|the|our)\\s+)?(?:rule|convention|policy) for [\\w .-]{2,40}?,?(?:\\s+always)?\\s*:\\s*\\S`,
      `\\bwe (?:don'?t|dont|do not|never) [a-z]+ [^.!?]{1,80}?\\bat all\\b`,
      // "we don't do inline policies in this repo", "modules never reach into each other's state here", "… going forward".
      `\\bwe (?:don'?t|do not|never) (?:do|use|write|allow|ship|add|accept|merge)\\s+[^.!?]{2,80}?\\b(?:in|on) (?:this|the|our) (?:repo|project|codebase|service|team|monorepo)\\b`,
      `^${P}(?!i\\b|we\\b|you\\b|it\\b|this\\b|that\\b|there\\b)(?:[\\w.\\x60'’-]+\\s+){1,4}?(?:always|never)\\s+[a-z]+\\s+[^.!?]{2,80}?\\b(?:here|in this (?:repo|project|codebase))\\b`,
      `\\b(?:going forward|from now on|moving forward)\\s*[.!]*$`,
      `(?:^|[,;—–]\\s*)${P}for future (?:[a-z]+\\s+)?[a-z]{2,}s\\s*[:,]\\s*\\S`,
      `^${P}(?!i\\b|we\\b|you\\b)(?:[\\w-]+\\s+){1,4}?(?:must|should|have to|has to|need to|needs to)\\s+(?:always|never)\\s+\\S`,
      `^${P}(?:whenever|every time|each time|before|after) (?:you|we)\\b[^,]{1,120},\\s*\\S`,
      `\\b(?:we|this (?:repo|project|codebase|team|package|app)|here we)\\s+(?:always|never|only|do not|don'?t|must(?: not)?|should(?: not)?)\\s+(?!think\\b|know\\b|mind\\b|care\\b|need\\b|have\\b|want\\b)[a-z]+\\b.*(?:\`|\\/|\\.\\w{2,4}\\b|\\b(?:npm|pnpm|yarn|uv|pip|cargo|git|docker|main|tabs|spaces|semicolons|default exports|any)\\b)`,
      `\\b(?:we|here we)\\s+(?:always|never|only|do not|don'?t)\\s+(?:force[- ]push|rebase|squash|amend|cherry-pick|use|run|call|import|commit|push|write|put|store|deploy|merge|mock|log|throw|return|ship|touch|edit|add|keep|name|test|rely on|depend on|pin|vendor|check in)\\s+\\S`,
      `\\bwe (?:use|run|write|keep|put|store)\\s+[^,.;?]{1,60}?\\s+(?:here|in this (?:repo|project|codebase|team))\\b|\\bhere,? we (?:use|run|write)\\b`,
      `\\b(?:that|this|it|the same)(?: rule)? (?:applies|goes) (?:to|for) (?:every|all|each|any)\\s+\\S`,
      // A check owed before every report of done, said of anything or always ("anything you touch, run tsc on it before you tell me done").
      `^(?=[^.!?]*\\b(?:always|every|any(?:thing|time)?|whenever|each)\\b)[^.!?]*\\bbefore (?:you )?(?:tell(?:ing)? me|say(?:ing)?|report(?:ing)?|claim(?:ing)?)(?: (?:that )?(?:it'?s|you'?re|you are|it is|everything is))? (?:done|finished|complete|ready)\\b`,
      `^(?!i\\b|you\\b)(?:[^.!?]|\\.(?=\\S)){8,160}?,\\s*(?:period|full stop|end of story|no exceptions)[.!]*$`,
    ].join('|'),
    'i',
  ),
  prohibit: new RegExp(`(?:^${P}|[,;:—–]\\s*|\\b(?:and|but|so|please|just)\\s+)(?:(?:do not|don'?t|dont|dinnae|dinna|never|avoid)\\s+(?!(?:${BENIGN_EN})\\b)(?!(?!(?:embed|shed|seed|need|feed|speed|proceed|exceed|succeed|heed|shred)\\b)[a-z]+ed\\b|seen\\b|heard\\b|been\\b|known\\b|gone\\b|had\\b)(?:ever\\s+)?(?:[a-z]+|\\x60[^\\x60\\n]{1,60}\\x60)|(?:stop|quit)\\s+[a-z]+ing\\b)|(?:^|[,;:—–]\\s*)you (?:do not|don'?t|never) (?!(?:${BENIGN_EN}|need|have|want|get|like|see|mean|remember|recall|know)\\b)[a-z]+\\s+\\S|\\byou\\s*(?:shouldn'?t|should not|must not|mustn'?t|may not|are not supposed to|aren'?t supposed to|'re not supposed to|re not supposed to)\\s+(?:have\\s+)?(?!be\\b|worry\\b|bother\\b)[a-z]+|^(?:please\\s+)?not (?:in|on|from|via|inside|into) (?:the |a )?[\\w.\x60-]+|\\byou (?:can'?t|cannot|can not|cannae|canna) just (?!(?:leave|go|stop|ignore me|relax)\\b)[a-z]+\\s+\\S`, 'i'),
  replace: new RegExp(
    [
      `(?:^${P}|[,;:—–]\\s*|\\b(?:and|but|so|please|just)\\s+)(?:use|run|call|try|pick|prefer|import|install|go with|switch to|stick (?:to|with)|put|keep|write|name|store|target|remove|drop|delete|pass|inject|set|read|return|throw|wrap|mock|stub|point|send|load|compare|parse|validate|query|fetch|filter)\\s+[^,.;?]{1,60}?\\s+(?:instead(?:\\s+of\\b)?|rather than)`,
      `(?:^${P}|[,;:—–]\\s*)(?:we\\s+)?(?:use|run|call|try|pick|prefer|import|install|switch to|put|keep|store|pin|set|bump|downgrade|upgrade|add|fix|handle|write|do)\\s+[^.;?]{1,80}\\binstead\\s*[.!]?$`,
      `\\b(?:it'?s|it is|they'?re|they are|should be|must be|needs to be|is|are|was|were|has|have|returns?|uses?|takes?|lives? in|go(?:es)? in(?:to)?|go(?:es)? through|run(?:s)? (?:through|via)|belongs? (?:in|to)|runs? (?:on|in)|points? to|comes? from|live in|lives? under|go(?:es)? under)\\s+[^,;?]{1,60}(?:,|\\s[—–])\\s*not\\s+(?!because\\b|due to\\b|for lack\\b|our fault\\b|on us\\b)\\S`,
      `^${P}not\\s+[^,;?]{1,40},\\s*(?:but\\s+)?(?:use|run|it'?s|the)\\b`,
      `(?:^${P}|[,;:—–]\\s*)instead of\\s+(?!(?:esperar|waiting|wait|esperando|aguardar|attendre|warten)\\b)(?![^.;?]*\\b(?:let'?s|bora|vamos|vamo|meanwhile|in the meantime|mientras tanto|enquanto isso)\\b)(?![^,.;?]*\\b(?:today|for now|right now|tonight)\\b)(?!(?:\\S+\\s+){0,3}?(?:i'?m|im|i am|i'?ll|i will|we'?re|we are|we'?ll|we will|i|we|ik|ich|je|yo|eu|я)\\b)[^,.;?]{1,80},\\s*(?:just\\s+|please\\s+|always\\s+)?(?!(?:i|we|you|he|she|they|it|my|our|that|this|there|the|a|an|tell|show|give|send|dime|dame|mu[eé]strame|m[aá]ndame)\\b|(?:check|see|find out|figure out|ask|look)\\s+(?:whether|if|into|at|around|why)\\b)[a-z]+\\s+\\S`,
    ].join('|'),
    'i',
  ),
  factCue: /(?:^|[.,;:!]\s*)(?:i\s+)?(?:already|alr|oredi)\s+(?:told|said (?:it )?to) you\b|^(?:\S+\s+){0,8}?i told you[,:]\s+\S|\btold you (?:already|before|last (?:time|week)|yesterday|earlier|this morning|liao|oredi|alr|twice|many times)\b|\byou (?:keep|kept|always|still) (?!going\b|working\b|trying\b|at it\b)(?:\w+ing)\b|\byou(?:'re| are) (?:still \w+ing\b|\w+ing\b[^.!?]{0,80}?\bagain\b)|\byou\s+\w+ed\b[^.!?]{0,80}?\bagain\b|^(?:(?:please|ok(?:ay)?|so|and|but|also|oh|hey)[,!]?\s+)*(?:actually|in fact|fyi|just so you know|(?:just )?a heads[- ]up|heads[- ]up|as i said(?! to (?!you\b))|like i said(?! to (?!you\b))|as i told you)\b[,:]?\s+(?!(?:in|at|during) (?:the )?(?:standup|stand-up|meeting|call|sync|retro|planning|slack|channel)\b)(?!(?:(?:earlier|before|yesterday|already|last time|this morning)[,:]?\s+)?(?:i\b|i'm\b|i'd\b|i'll\b|let'?s\b|can\b|could\b|would\b|that (?:worked|was|looks)|yes\b|yeah\b|yep\b|sure\b|ok(?:ay)?\b|no\b|nope\b|go ahead\b|fine\b|never mind\b))|\bsame thing i (?:said|told you|mentioned)\b|\b(?:like|as) i (?:said|told you|mentioned|asked)(?! (?:in|at|during) (?:the )?(?:standup|stand-up|meeting|call|sync|retro|planning|slack|channel)\b)(?! to (?!you\b)\S+)(?: (?:last time|before|earlier|yesterday|already))?\b|\bi (?:said|told you) (?:this|that|it) (?:on \w+day|yesterday|before|already|last (?:time|week)|this morning)\b|\b(?:i|we)\s+(?:already\s+|explicitly\s+|clearly\s+)?(?!said to (?!you\b)(?:\S+\s+){0,2}?(?:on \w+day|yesterday|today|this morning|last week|that|we|we'd|we'll|i|i'd|they|it|que|qu(?=['’]))\b|said to (?:the team|everyone|him|her|them|my \w+)\b)(?:said|told you|asked (?:you|for))\b[,:]?\s*(?:to\b(?!\s+(?:him|her|them|the|my|our|his|their|a|an|everyone|everybody|someone|people)\b|\s+[^\x00-\x7f])|not\b|never\b|always\b|that\b|use\b|:|")|(?<!\b(?:can|could|would|will|won'?t|do|did|didn'?t|if|to|when|should|might|may|once|after|before|until|unless|whether|and)\s+)\byou\s+(?:forgot|missed|broke|ignored|deleted|removed|skipped|overwrote|reverted|dropped|changed|renamed|used|put|added|left|hardcoded|hard-coded|introduced|mixed up|swapped|duplicated|committed|pushed|disabled|commented out|moved|wrapped|mocked|didn'?t|did not|haven'?t|have not|never)\s+\S/i,
  opener: new RegExp(`^${P}(?:remember(?: this(?: one)?| that)?|keep in mind(?: that)?|mind|note(?: that)?|important|nb|psa|caution|warning|don'?t forget(?: that)?|for the record|from now on|going forward|moving forward|in (?:the )?future|for the future|for future reference|for future (?:[a-z]+ )?[a-z]{2,}s|next time|from here on(?: out)?|henceforth|actually|in fact|fyi|just so you know|(?:just )?a heads[- ]up|heads[- ]up|(?:as i said|like i said|as i told you)(?: (?:this morning|yesterday|earlier|before|last time))?|i (?:already |explicitly )?(?:said|told you)(?: that)?|make it a (?:habit|rule) to|as a (?:general )?rule)\\b\\s*[,:—–-]?\\s*`, 'i'),
};
