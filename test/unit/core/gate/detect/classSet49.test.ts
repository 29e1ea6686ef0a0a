import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 96–99 showed (accents aside: accents.test.ts):
// French "t'as <participle> …", "retiens bien:", "pour la suite :", "woh non,", "remets `x`"; German "X ist quatsch",
// "immer … mitgeben", "du hast … –", "pack den wieder rein", "wie ich gestern gesagt hab", "waer echt nice wenn", "idee
// fuer spaeter:"; Taiwanese Mandarin "你幹嘛 …", "不要 -x", "之後我想要讓 …"; English "that <thing> needs `x`", ": wish the
// …"; and the noise beside them: "j'ai dit à X que", "c'est nickel", "faut ajouter …", ", nicht auf dem cluster" in a
// task, "… 吧" (a guess), "t'as juste à …".
const CASES: LabeledPrompt[] = [
  ['French "t\'as <participle>"', 'signal', "t'as remplace le pool par une connexion unique dans db.rs, on garde le pool"],
  ['French "retiens bien:"', 'signal', 'retiens bien: les bindings.ts se regenerent dans le meme commit que la commande'],
  ['French "pour la suite :"', 'signal', 'pour la suite : les tests e2e tournent avec `pnpm e2e`, pas avec cargo test'],
  ['French "remets `x`"', 'signal', 'remets `com.atelier.app` dans tauri.conf.json, le dossier des donnees en depend'],
  ['German "X ist quatsch"', 'signal', 'das sleep ist quatsch, der loader wartet schon selbst auf den lock'],
  ['German "immer … mitgeben"', 'signal', 'fuer jobs auf dem cluster immer `--partition gpu` mitgeben, sonst landen sie auf cpu'],
  ['German "du hast … –"', 'signal', 'du hast `optimizer.lr` umbenannt – das lesen die alten configs noch, der name bleibt'],
  ['German "pack den wieder rein"', 'signal', 'pack den seed wieder rein, ohne ist der run nicht reproduzierbar'],
  ['German told-you', 'signal', 'wie ich gestern gesagt hab: checkpoints gehen nur ueber dvc'],
  ['German wish', 'feature', 'waer echt nice wenn das cli am ende den wandb link ausgibt'],
  ['German idea for later', 'feature', 'idee fuer spaeter: kann das cli ne option `--dry-run` kriegen?'],
  ['Taiwanese "你幹嘛"', 'signal', '你幹嘛把 migration 檔刪掉啦 那是已經上線的'],
  ['Taiwanese "不要 -x"', 'signal', '密碼用 env 帶，不要 -p 放在指令上'],
  ['Taiwanese wish', 'feature', '之後我想要讓管理員自己在後台匯出報表'],
  ['English "that <thing> needs `x`"', 'signal', 'that job needs `--runner macos-14` btw, the old image has no xcode 16'],
  ['English ": wish the"', 'feature', 'someday (not now): wish the settings screen had a search box'],
  ['French told a third person', 'noise', "j'ai dit a Lucie que la release serait prete demain"],
  ['French praise', 'noise', "actually c'est nickel, ca marche"],
  ['French task', 'noise', 'du coup faut ajouter un bouton export dans la page inventaire'],
  ['German contrast of place in a task', 'noise', 'lass mal nen smoke run laufen, lokal, nicht auf dem cluster'],
  ['Taiwanese guess', 'noise', '上一版應該是用 createApplicationContext 吧，幫我看一下'],
  ['French "t\'as juste à"', 'noise', "t'as juste a relancer le build"],
];

checkClassSet('prompt classes from blind streams 96 to 99 (written for this file)', CASES);
