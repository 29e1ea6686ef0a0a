import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 46–49 showed: Polish negated imperatives of
// any verb and "u nas nigdy"; Korean "-다니까" (I'm telling you); Chinese "说了好几次"; German "hatten wir doch geklärt";
// Turkish "-ma/-me" prohibitions and "asla … yok"; Italian impersonal conventions ("non si … mai", "vanno sempre");
// "again:" in other languages before a rule; "always `cmd`"; "no `x` comments"; a sentence that only says the one
// before is the rule; and the noise beside them: a review comment quoted after "napisał", German "nie" inside Polish,
// "fyi … this week", a closing after "não, deixa". Wording and projects differ from the streams'.
const CASES: LabeledPrompt[] = [
  ['a Polish negated imperative', 'signal', 'i jeszcze jedno: nie wrzucaj assetów do gita bez LFS, repo puchnie'],
  ['a Polish negated imperative', 'signal', 'u nas nigdy nie commitujemy plików `.env`, tylko `.env.example`'],
  ['Korean "I am telling you"', 'signal', '그 라이브러리 안 쓴다니까. 날짜는 `date-fns` 로 처리해줘'],
  ['Chinese "said it many times"', 'signal', '说了好几次了，接口返回的金额单位是分，不是元'],
  ['German "we settled that"', 'signal', 'schon wieder `moment.js` – haben wir doch letzte Woche besprochen, wir nehmen `dayjs`'],
  ['a Turkish prohibition', 'signal', 'lütfen `package-lock.json` dosyasını elle düzenleme, npm install yeniden üretiyor'],
  ['a Turkish prohibition', 'noise', 'bu bir güncelleme, sadece bilgin olsun'],
  ['an Italian impersonal convention', 'signal', 'qui non si usa mai `console.log` in produzione, si passa sempre dal logger'],
  ['an Italian impersonal convention', 'signal', 'le chiavi di traduzione vanno sempre in `locales/it.json`'],
  ['"again:" in another language', 'signal', 'otra vez: corre `pnpm lint` antes de hacer push, siempre'],
  ['"always `cmd`"', 'signal', 'for the record, always `terraform plan -out tf.plan` and apply that plan file'],
  ['"no `x` comments"', 'signal', 'again: no `eslint-disable` comments please, fix the rule or discuss it'],
  ['a rule said to be the rule', 'signal', 'branch names start with the ticket id, like `SHOP-123-fix-cart`. that\'s how we do it in every repo'],
  ['a rule said to be the rule', 'noise', 'thanks for the quick fix. that\'s how we do it'],
  ['a quoted review comment', 'noise', 'Kasia napisała w review: "never return null here, always an empty list". co o tym myślisz?'],
  ['German "nie" inside Polish', 'noise', 'sorry, to było do kolegi, nie do ciebie, zły kanał'],
  ['a moment after a weak cue', 'noise', 'fyi the release manager this week is Tomás, ping him if the deploy fails'],
  ['a closing after a rejection', 'noise', 'no, déjalo, yo lo arreglo luego'],
];

checkClassSet('prompt classes from blind streams 46 to 49 (written for this file)', CASES);
