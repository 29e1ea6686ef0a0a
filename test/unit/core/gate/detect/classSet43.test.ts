import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 72–75 showed: romanized and Devanagari Hindi
// ("tumne … kar diya", "hum X use karte hain", "ek rule note kar lo:", "isliye rule:", "ek aur convention:"); a rule
// head after "anyway —" or "same as before:"; Japanese "まだ … してる", "… してるよね", "…言ったけど", "X は … 固定", "…要らない",
// "…に戻して", an English "from now on" inside Japanese, wishes with "…たら最高"; Russian "верни X как был", "я же не просил";
// English "I didn't ask you to"; and the noise beside them: 以后 as "after", "…やめて…したい",
// "exactly what we need", a reviewer's words after "comment from X:", "instead of waiting …, let's …" (with or without
// the comma), "koi problem nahi", "no more X today", reverting a commit the agent did not make. Wording is new.
const CASES: LabeledPrompt[] = [
  ['Hindi: what the agent did', 'signal', 'tumne saare API routes ko client side fetch pe shift kar diya, yeh server component me hona chahiye'],
  ['Hindi: what the agent did', 'signal', 'तुमने config फ़ाइल में port बदल दिया, वो 8080 ही रहना चाहिए'],
  ['Hindi: house convention', 'signal', 'hum forms ke liye `react-hook-form` use karte hain, formik nahi'],
  ['rule heads', 'signal', 'ek rule note kar lo: har naya table `created_at` ke saath banta hai'],
  ['rule heads', 'signal', 'isliye rule: migrations kabhi edit nahi karte, naya file `migrations/` me banate hain'],
  ['rule heads', 'signal', 'ek aur convention: saare hooks `src/hooks/` me jaate hain'],
  ['rule heads', 'signal', 'one more convention: every API route validates its body with `zod`'],
  ['rule heads', 'signal', 'anyway — rule for CI: no `--force` pushes to main'],
  ['rule heads', 'signal', 'also same as before: no `println!` in library crates, use `tracing`'],
  ['Japanese', 'signal', 'まだ useEffect の中で fetch してる、それ毎回走るから SWR に寄せて'],
  ['Japanese', 'signal', 'テストのたびに DB 作り直してるよね、それ遅いから transaction で巻き戻して'],
  ['Japanese', 'signal', '先週も言ったけど API のベース URL は env から読んで'],
  ['Japanese', 'signal', 'CI の Node は 20 固定 (.nvmrc 見て)'],
  ['Japanese', 'signal', 'その `HttpWrapper` 要らない。fetch を直接使って'],
  ['Japanese', 'signal', 'ビルドイメージ node:22 にしたでしょ、node:20 に戻して'],
  ['Japanese', 'signal', 'それと from now on コミットメッセージは英語で書いて'],
  ['Japanese wish', 'feature', 'いつか管理画面から CSV を直接ダウンロードできたら最高'],
  ['Japanese wish', 'feature', '将来的に検索条件を保存しておけたら嬉しい'],
  ['Russian', 'signal', 'и верни кэш как был, ты его выключил ради теста'],
  ['Russian', 'signal', 'я же не просил обновлять зависимости, откати `Cargo.lock`'],
  ['"I didn\'t ask you to"', 'signal', "I didn't ask you to rename the columns, put the old names back in `schema.sql`"],
  ['以后 as "from now on" after another word', 'signal', '另外以后接口文档只写在 `docs/api.md`，不要放到 wiki'],
  ['an -iste verb in the present', 'noise', 'usa el `PaymentsModule` que ya existe y levanta el server en local'],
  ['以后 as "after"', 'noise', '先登录跳板机，账号 ops-ro 密码在 1Password 里，登上以后再跑一次 smoke test'],
  ['a plan with …やめて…したい', 'noise', 'ログ画面、自前のテーブルやめて ag-grid にしたい。一旦ブランチ切って試して'],
  ['praise with "actually"', 'noise', 'actually the retry wrapper is exactly what we need, reuse it in the payments client'],
  ['a reviewer\'s words', 'noise', 'fyi review comment from Priya on the PR: > always wrap repository calls in a transaction and never log card numbers'],
  ['"instead of waiting, let\'s"', 'noise', "instead of waiting for the design sign-off, let's scaffold the settings page. the icons are in `assets/icons`"],
  ['"instead of waiting, let\'s"', 'noise', 'instead of waiting for the nightly, lets just merge and watch the MR pipeline'],
  ['"koi problem nahi"', 'noise', 'nope, koi problem nahi abhi tak, bas update dena tha. ab `orders.list` me pagination add karo'],
  ['"no more X today"', 'noise', 'nope, no more migrations today. now the frontend: the table is slow, profile `OrdersTable`'],
  ['reverting a commit the agent did not make', 'noise', "i don't think that 3e1c9aa was you, probably the release bot. anyway, revert that commit's config change in a new PR"],
];

checkClassSet('prompt classes from blind streams 72 to 75 (written for this file)', CASES);
