// Stop words per language, accent-folded and lower-cased the way the tokenizer folds text (retrievalText.ts).
// They carry no meaning on their own; left in, a long prompt's "the", "de", "的" would outweigh the one rare
// word that says what it is about. Chat filler ("please", "thanks", "ok") is listed with English: prompts are
// full of it in every language. Lists are short on purpose: a word that is common in learnings but meaningful
// ("test", "file", "build") is left to rarity (IDF), not removed.
export type Lang = 'en' | 'de' | 'fr' | 'es' | 'pt' | 'ru';

const words = (s: string): ReadonlySet<string> => new Set(s.trim().split(/\s+/));

export const STOP_WORDS: Record<Lang, ReadonlySet<string>> = {
  en: words(`a about above after again against all am an and any are aren as at be because been before being below
    between both but by can cannot could couldn did didn do does doesn doing don down during each few for from further
    had has have having he her here hers herself him himself his how i if in into is isn it its itself just let lets me
    more most my myself no nor not now of off on once only or other ought our ours ourselves out over own same she
    should so some such than that the their theirs them themselves then there these they this those through to too
    under until up very was wasn we were what when where which while who whom why will with won would you your yours
    yourself yourselves also still yet get got gets getting please thanks thank ok okay hey hi hello yes yeah sure
    something anything everything thing things way really just maybe like want wants wanted need needs let's i'm it's
    don't can't what's there's im ive youre one two via using use used`),
  de: words(`aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes auch auf aus
    bei beim bin bis bist da damit dann das dass dein deine dem den der des dessen deshalb die dies diese diesem diesen
    dieser dieses doch dort du durch ein eine einem einen einer eines er es etwas euch euer fur gegen gewesen hab habe
    haben hat hatte hier hin hinter ich ihm ihn ihnen ihr ihre im in ist jede jedem jeden jeder jedes jetzt kann kannst
    konnen kein keine mich mir mit muss musste nach nicht nichts noch nun nur ob oder ohne sehr sein seine sich sie sind
    so soll sollte sondern sonst uber um und uns unser unter vom von vor war waren warum was weil welche wenn wer werde
    werden wie wieder will wir wird wo wurde zu zum zur zwischen bitte danke mal ja nein`),
  fr: words(`a au aux avec ce ces cet cette comme dans de des du elle elles en est et etre eu il ils je la le les leur
    leurs lui ma mais me meme mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sont sur ta te
    tes toi ton tu un une vos votre vous y ca cela ceci tout tous toute toutes tres plus moins sans sous chez fait faire
    peut peux puis ai as avons avez ont suis es sommes etes merci oui non svp stp quoi comment`),
  es: words(`a al algo algunas algunos ante antes como con contra cual cuando de del desde donde durante e el ella ellas
    ellos en entre era es esa esas ese eso esos esta estas este esto estos fue ha hay la las le les lo los mas me mi mis
    mucho muy nada ni no nos o otra otras otro otros para pero poco por porque que quien se ser si sin sobre su sus tambien
    te tiene tengo tu tus un una uno unos y ya yo puedes puedo hacer gracias hola favor esta estoy`),
  pt: words(`a ao aos as com como da das de dela dele do dos e ela ele eles em entre era essa esse esta este eu foi ha isso
    isto ja mais mas me mesmo meu minha muito na nao nas nem no nos o os ou para pela pelo por qual quando que se sem ser
    seu sua tambem te tem um uma voce obrigado ola pode posso fazer`),
  ru: words(`и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня
    еще нет о из ему теперь когда даже ну вдруг ли если уже или ни быть был него до вас нибудь опять уж вам ведь там потом
    себя ничего ей может они тут где есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе под будет
    ж тогда кто этот того потому этого какой совсем ним здесь этом один почти мой тем чтобы нее сейчас были куда зачем
    всех никогда можно при наконец два об другой хоть после над больше тот через эти нас про всего них какая много разве
    три эту моя впрочем хорошо свою этой перед иногда лучше чуть том нельзя такой им более всегда конечно всю между
    пожалуйста спасибо`),
};

/** Chinese, Japanese and Korean function words and chat filler, matched against whole segments. */
export const CJK_STOP_WORDS: ReadonlySet<string> = words(`的 了 是 在 我 你 他 她 它 们 我们 你们 这 那 这个 那个 和 与 或 也 都 就 还 要 会 能 可以
  吗 呢 吧 啊 呀 么 什么 怎么 怎样 为什么 如何 一个 一下 有 没有 没 不 很 把 被 给 让 对 从 到 又 再 请 谢谢 好 好的 今天
  の に を は が で と も へ や か な ね よ て た だ です ます する した して いる ある いう こと もの これ それ あれ この その
  ください ありがとう よく でき できる ました ない なに 何 どう どうして 이 그 저 것 수 등 및 를 을 은 는 가 에 의 도 좀
  주세요 감사합니다 왜 어떻게`);

/**
 * Everyday words of programming talk in English — meaningful, so not stop words, but they say little about
 * which learning applies: "add", "fix", "file", "text", "screen", "test", "error" appear in any prompt. A small
 * memory makes them look rare (few entries hold "screen"), so their rarity is discounted by half at query time;
 * a prompt then needs a word that is rare for a reason, or several everyday ones together, to bring a learning in.
 */
export const EVERYDAY_WORDS: ReadonlySet<string> = words(`add added adding fix fixed fixes make makes made change changed changes
  update updated create created write writes written remove removed delete show shows set sets put call calls called run runs
  ran check checks look looks find found work works worked working try tried start started stop keep move open close new old
  file files code text page pages screen mode name names value values type types time times part line lines list number
  numbers data item items field fields function functions method variable class object issue issues problem problems bug bugs
  help good bad better best right wrong small big large first last next same different current local simple quick fast slow
  easy hard real true false test tests testing error errors fail fails failed failing failure broken break breaks crash
  crashes happen happens instead again always never every each still show display view button click user users app application
  project repo repository folder directory version step steps way ways thing stuff place case cases point option options
  say says tell know think see seems look idea sure whole part parts kind sort top bottom left right side end begin
  explain explains describe understand mean means meaning question questions answer wonder return returns returned
  print prints read reads handle handles handling handler review clean cleanup summarize summary`);
