import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 100–103 showed: British understatement ("X
// isn't right either", "isn't a flat rate — it's …", "that won't do, I'm afraid", "close, but …", "to say it again for
// …:", "once more since …:", "X here go through Y", "it would be rather nice if", "I'd love the X to have"); English from
// a non-native writer ("please not in X", "we dont X … at all", "rule for X, always:", "revert the X change", "…??" at
// something concrete); standard Japanese ("…のはナシです", "X 禁止です", "…が唯一のルート", "…たら…ちゃう", "言ってるのは
// … のほう", "…できたら楽になる", "いつか入れたい"); Colombian Spanish ("pare pare,", "le dije", "pa la próxima:", "nunca
// se …", "idea pa el roadmap:"); and the noise beside them: "as I said to finance on Friday", "actually that looks fine",
// "instead of waiting, run X meanwhile", "acuérdate que hoy …", "should we always … or what", "wire it up".
const CASES: LabeledPrompt[] = [
  ['"X isn\'t right either"', 'signal', "That works, but a hard-coded VAT_RATE in the invoice module isn't right either."],
  ['"isn\'t A — it\'s B"', 'signal', "The fee isn't a flat 2% — it's per card scheme, on `scheme.fee_table`."],
  ['"won\'t do, I\'m afraid"', 'signal', "That retry loop won't do, I'm afraid. Retries here go through `tenacity` with the shared policy."],
  ['"close, but"', 'signal', 'Close, but `send_receipt()` runs inside the atomic block, so it fires even when the transaction rolls back.'],
  ['"to say it again for …:"', 'signal', 'To say it again for this repo since I saw it in your plan: `terraform apply` never runs from a laptop.'],
  ['"X here go through Y"', 'signal', 'Schema changes here go through `alembic revision --autogenerate` and a review of the SQL.'],
  ['"rather nice"', 'feature', 'It would be rather nice if the statement export could include the FX rate per payout.'],
  ['"I\'d love the X to have"', 'feature', "Longer term, I'd love the admin to have a bulk refund screen."],
  ['"please not in X"', 'signal', 'please not in model callback, put it in the service object'],
  ['"we dont X … at all"', 'signal', 'we dont use ENV for secrets at all, only credentials'],
  ['"rule for X, always:"', 'signal', 'rule for staging db, always: read only user, never the admin one'],
  ['"revert the X change"', 'signal', 'please revert the Gemfile.lock change, we bump gems in separate PR'],
  ['"??" at something concrete', 'signal', 'update_all on 3 milion rows inside the migration??'],
  ['Japanese "…のはナシです"', 'signal', '本番に kubectl で直接 apply するのはナシです。Argo 経由で'],
  ['Japanese "…が唯一のルート"', 'signal', 'スキーマ変更は migrations/ に .sql を足して migrate で当てるのが唯一のルートです'],
  ['Japanese "…たら…ちゃう"', 'signal', 'NOT NULL 付けたら既存の行が全部エラーになっちゃう。nullable のままにして'],
  ['Japanese wish', 'feature', 'CLI に --dry-run があったら運用がかなり楽になると思います'],
  ['Colombian "pare pare"', 'signal', 'pare pare, yo le dije staging y usted lo estaba mandando a produccion'],
  ['Colombian "pa la próxima:"', 'signal', 'y que quede claro pa la proxima: las reglas se prueban con el emulador antes del deploy'],
  ['Colombian idea', 'feature', 'una idea pa el roadmap: que el admin pueda exportar los pedidos del dia en csv'],
  ['told a third party', 'noise', 'As I said to the auditors on Monday, the report will be a day late, so take your time.'],
  ['"actually … looks fine"', 'noise', 'actually that migration looks fine, the table is tiny. carry on'],
  ['"instead of waiting, … meanwhile"', 'noise', 'instead of waiting for the build, run the unit tests meanwhile'],
  ['Spanish "acuérdate que hoy"', 'noise', 'acuérdate que hoy a las 4 es la demo, dejemos esto listo antes'],
  ['question without its mark', 'noise', 'should we always squash the release branch first or what'],
];

checkClassSet('prompt classes from blind streams 100 to 103 (written for this file)', CASES);
