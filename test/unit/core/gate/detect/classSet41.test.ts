import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 66–67 showed: "I said this on monday" and
// "as I said this morning, …" (the moment is when it was said); "X, period."; "again: X are Y"; "pin X instead";
// Hindi "pehle bhi bola tha" after the rule; Arabic "تذكير:" and "ما ت… أبداً"; a Japanese "…なったら嬉しい" wish; and the
// noise beside them: credentials handed over with "don't put it in any file", "instead of lunch ik ga …", "je me
// demande si …". Wording and projects differ from the streams'.
const CASES: LabeledPrompt[] = [
  ['"I said this on <day>"', 'signal', 'use `OrderRepository::findByRef`, not raw SQL in the controller, I said this on tuesday'],
  ['"as I said this morning"', 'signal', 'as I said this morning, invoices use the legal entity name not the brand name'],
  ['"X, period."', 'signal', 'we stay on node 20 until the platform upgrade, period.'],
  ['"again: X are Y"', 'signal', 'ugh, the importer still casts the SKU to int. again: SKUs are strings'],
  ['"pin X instead"', 'signal', "no, don't bump the whole framework. pin `guzzle` to 7.8.x instead"],
  ['Hindi "said before" after the rule', 'signal', 'retry exponential backoff ke saath hona chahiye, fixed delay nahi. pehle bhi bola tha'],
  ['Arabic reminder and never', 'signal', 'تذكير: كل endpoint جديد لازم يكون عليه `@auth_required`'],
  ['Arabic reminder and never', 'signal', 'وبالمناسبة، ما تكتب `print` في كود الإنتاج أبداً، استخدم الـ logger'],
  ['a Japanese wish', 'feature', 'できれば、失敗したジョブをダッシュボードから再実行できるようになったら嬉しいです'],
  ['credentials handed over', 'noise', 'fyi the staging db login for today: user APP_RO, password is Kx7!mPq2vL — don\'t put it in any file please'],
  ['"instead of lunch" in Dutch', 'noise', 'trouwens, instead of lunch ik haal even koffie, ben zo terug'],
  ['wondering aloud', 'noise', 'je me demande si on devrait passer à `httpx` plutôt que garder `requests`… on en parle lundi'],
];

checkClassSet('prompt classes from blind streams 66 and 67 (written for this file)', CASES);
