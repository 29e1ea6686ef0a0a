import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 112–115 showed: Turkish and Polish typed without
// their letters ("sana demistim", "mowilem ci", "zadnych …", "-mışsın" as "-missin", "neden … yaptin?" with the why before
// the verb), Polish rules stated mid-sentence ("X zawsze po Y", "zasada w tym repo:", "jeszcze raz bo to wazne:", "z laptopa
// nie odpalamy … wcale"), Turkish and Polish wishes ("keske … olsa", "cok isterdim:", "fajnie by bylo to miec", "brakuje mi w
// naszym …") and their "not now" ("simdi yapma", "nie teraz"); Kansai Japanese ("…せんといて", "…せんこと", "覚えといて",
// "…してるやろ", "…やで", "…は使われへん", "…はちゃうで"); a Québécois wish ("j'aimerais ça qu'un jour…", "un jour faudrait
// que…"); an English wish with a named subject ("the importer would be so much nicer if it could…"); and the noise beside
// them: "I said to <a hyphenated name> qu'…", "actually c'est moi qui…", a Turkish look-request over a pasted log, a CSV
// pasted after a task, "nope, nic wiecej nie mam", a Japanese "let's first …" after "instead of 毎回…".
const CASES: LabeledPrompt[] = [
  ['TR "sana demistim" without letters', 'signal', 'sana demistim, fixture dosyalari `tests/data` altinda duruyor, `tmp` altinda degil'],
  ['TR "-missin" without letters', 'signal', 'yine requirements.txt elle duzenlemissin, bagimliliklar sadece poetry add ile giriyor'],
  ['TR why before the verb', 'signal', 'cron ifadesini neden degistirdin? `30 2 * * *` kalacak, yedekleme 02:00 de bitiyor'],
  ['TR "-mek yok"', 'signal', 'pandas surumunu geri cekmek yok, arrow 17 ile pinli, ^2.2 kalsin'],
  ['TR "kac kere soyleyecegim"', 'signal', 'yine batch 512 vermissin, kac kere soyleyecegim, bu kartta 128 sinir'],
  ['TR "keske … olsa"', 'feature', 'keske `etl-cli` icinde bir `--dry-run` bayragi olsa, hangi tablolara yazacagini gosterse'],
  ['TR "cok isterdim:"', 'feature', 'bunu cok isterdim: rapor komutu sonucu csv olarak da versin, ama bugunluk degil'],
  ['PL "mowilem ci" without letters', 'signal', 'mowilem ci juz: zadnych migracji recznie na stg, puszcza je Job w pipeline'],
  ['PL "X zawsze po Y" mid-sentence', 'signal', 'nazwy branchy zawsze po angielsku i z numerem ticketu, np `feat/ABC-12-login`'],
  ['PL "zasada w tym repo:"', 'signal', 'zasada w tym repo: kazda zmiana w proto idzie razem z `buf breaking` w CI'],
  ['PL "nie … wcale" house rule', 'signal', 'z lokalnej maszyny nie wdrazamy na prod wcale, tylko przez ArgoCD'],
  ['PL second person past without letters', 'signal', 'usun ten fmt.Println ktory dodales w handler.go, logujemy tylko przez slog'],
  ['PL "to nie ten plik"', 'signal', 'to nie ten plik — stare manifesty w `deploy/old` nikt nie czyta, zmiana ma isc do `deploy/base/values.yaml`'],
  ['PL wish "fajnie by bylo to miec"', 'feature', 'kiedys fajnie by bylo to miec: komenda `plat diff` pokazujaca roznice values miedzy srodowiskami'],
  ['PL wish "brakuje mi w naszym"', 'feature', 'brakuje mi w naszym portalu widoku, ktory serwis ma jaki obraz na ktorym srodowisku'],
  ['JA Kansai "…せんといて"', 'signal', 'ちょっと、その View に state 持たせんといて。うちは状態は全部 Store に置く構成やねん'],
  ['JA Kansai "覚えといて"', 'signal', '覚えといて: API キーは `Secrets.xcconfig` にだけ書くこと。リポジトリには入れへん'],
  ['JA Kansai "…してるやろ"', 'signal', 'あと `fetchUser` を `loadUser` に変えてるやろ。戻して、分析イベント名がそこから作られてるねん'],
  ['JA Kansai fact "…やで"', 'signal', 'ステージングの API ホストは `api-stg.example.jp` やで、stg 付き'],
  ['JA Kansai "…は使われへん"', 'signal', 'keyDecodingStrategy は使われへんねん。うちのモデルは `userID` で書いてるから'],
  ['JA Kansai "…はちゃうで"', 'signal', 'テストで待ち時間増やして逃げるんはちゃうで。`await store.receive` で受けたらええだけ'],
  ['FR-QC "j\'aimerais ça qu\'un jour"', 'feature', "j'aimerais ça qu'un jour l'outil de facturation exporte les relances en CSV, mets ça dans le backlog"],
  ['FR-QC "un jour faudrait que"', 'feature', "un jour faudrait que la page admin montre les jobs en échec avec un bouton pour les relancer"],
  ['EN wish with a named subject', 'feature', 'the importer would be so much nicer if it could resume from the last good row instead of restarting'],
  ['"I said to <hyphenated name> qu\'…"', 'noise', "I said to Jean-Philippe qu'on livrait mardi, so pas de stress mais la PR doit être prête demain"],
  ['"actually c\'est moi qui…"', 'noise', "actually c'est moi qui a laissé le dbg dans le test hier, enlève-le pis relance"],
  ['TR look-request over a pasted log', 'noise', 'worker sabahtan beri bunu basiyor, bi bakar misin:\n\n[2026-11-30 08:12:01,120] {worker.py:88} ERROR - task crashed\nredis.exceptions.ConnectionError: Error 111 connecting to 10.0.0.7:6379. Connection refused.\n'],
  ['a CSV pasted after a task', 'noise', 'ekip yeni sehir listesini gonderdi, seeds/cities.csv olarak ekle:\n\ncode,name,region,active\nIST,Istanbul,Marmara,1\nANK,Ankara,Ic Anadolu,1\n'],
  ['PL "nope, nic wiecej nie mam"', 'noise', 'nope, nic wiecej nie mam, odpal testy jeszcze raz'],
  ['JA "let\'s first" after "instead of 毎回"', 'noise', 'instead of 毎回フルビルドして配布するん、先に `make archive` が通るかだけ見よ'],
  ['TR "neden" about a state, not the agent', 'noise', 'bu dashboard neden bu kadar yavas acildi bugun?'],
  ['PL plan in first person plural', 'noise', 'nie zdazymy dzisiaj z wdrozeniem, przesuwamy na poniedzialek'],
];

checkClassSet('prompt classes from blind streams 112 to 115 (written for this file)', CASES);
