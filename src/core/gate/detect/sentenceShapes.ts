// Sentence shapes that decide, before any rule of a language, whether a sentence can carry a lesson at all (correction.ts):
// a task's heading, a reproach put as a question, the speaker's own slip or report, the cause of the moment named.
/** A heading that starts a task ("vamos con unleash:", "let's do the flags:", "bora:"): the requirements under it are the task's. */
export const TASK_HEAD = /^(?:vamos con|vamos a|bora|vamo|let'?s (?:do|go with|move on to)|now for|on to|next up)(?!\p{L})[^:]{0,40}:/iu;
/** A why-question (or a "wait, you …?"): with the agent's action named in it, a reproach. */
export const WHY = /^(?:(?:and|but|so|e|mas|y|pero)[,\s]+)?(?:wait,|hold on,|hang on,|잠깐|엥|헐|ちょっと待って|等等|espera,|attends,|warte,|погоди,|why|por ?qu[eé]|pq|porque|pourquoi|warum|wieso|perché|зачем|почему|为什么|为啥|なんで|なぜ|왜)(?![\p{L}])/iu;
/** A sentence that ends by naming itself the reason for what happened ("…, that's why.", "…, por isso."). */
export const BECAUSE_TAIL = /[,;—–-]\s*(?:that'?s why|por isso|por eso|deswegen|daher|c['’]est pour ça|voilà pourquoi|вот почему|поэтому)\s*[.!]*$/iu;
/** After a rejection, how things went on the speaker's side ("nope, no errors on my end either"): a report, not a lesson. */
export const MY_SIDE = /^(?:(?:no|nae|zero)\s+(?:errors?|issues?|problems?|luck|warnings?)\b.*\b(?:on|at|from|for) my (?:side|end|machine|laptop|box)\b|(?:same|works|fine|all good) (?:on|at|for) my (?:side|end|machine|laptop))|^(?:(?:ainda|ainda não|já|ja)\s+)?(?:não\s+)?(?:fiz|abri|mandei|testei|corri|subi|terminei|acabei|commitei|fiz push)(?!\p{L})|^(?:(?:todavía|aún|ya)\s+)?(?:no\s+)?(?:he|hice|abrí|mandé|probé|subí|terminé|acabé)(?!\p{L})|^(?:i\s+)?(?:haven'?t|have not|didn'?t|did not)\s+(?:\w+ed|done|run|pushed|committed|opened)\b[^.!?]*\b(?:yet|still)\b|^noch nicht\s+\S+|(?<!\p{L})(?:yet|for now|abhi|noch nicht|pas encore|todavía no|ainda não|пока)(?!\p{L})[^.!?]{0,40}(?<!\p{L})(?:show me|let me see|ask me|pehle mujhe|mujhe dikha|zeig mir|montre-moi|muéstrame|mostra-me|me mostra|покажи)/iu;
/** Where a task is to run, set against another place (", lokal, nicht auf dem cluster"): part of the task asked for. */
export const PLACE_CONTRAST = /,\s*(?:nicht|not|pas|no|não|не)\s+(?:auf|in|im|am|on|in|sur|dans|en|na|no|em|на|в)\s+(?:dem|der|den|the|le|la|el|o|a)?\s*\S+\s*[.!]?$/iu;
/** Exasperation at something concrete done ("backfill in the same migration, on 4 million rows??"): a reproach, not a question. */
export const EXASPERATED = /^(?!(?:what|where|which|who|when|why|how|is|are|can|could|does|do|did|any|has|have)\b)(?=[^?]*(?:`|\w_\w|\w\.\w{2,4}\b|\d))[^?]{12,}\?\?+\s*$/i;
/** The speaker owning the mistake ("my bad", "mein Fehler", "ma faute"): what follows is about them, not the agent. */
export const OWN_FAULT = /^(?:(?:oh|ah|ok|oops|sorry|ugh|hm+)[,\s]+)?(?:my bad|my fault|my mistake|(?:mein|min) fehler|ma faute|mon erreur|mi culpa|culpa mía|mi error|minha culpa|erro meu|моя ошибка|моя вина|我的错|我搞错了|私のミス|俺のミス|僕のミス|내 실수|제 실수)(?!\p{L})/iu;
