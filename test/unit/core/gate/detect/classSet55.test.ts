import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 124–127 showed: Vietnamese typed without its marks
// ("tu gio tro di", "khong duoc", "dung co", "anh da noi roi", "lai nua roi", "quy uoc:", "luon dung", "ma co … thi … nhanh
// hon"), Egyptian Arabic in Latin letters and digits ("2oltelak", "mat3melsh", "dayman", "zay ma 2olt", "enta 7atet"), Egyptian
// Arabic in its script ("ليه غيرت", "انت شلت", "رجّعه", "لازم"), Italian as typed fast ("d ora in poi", "te l'avevo detto",
// "rimetti", "regola per …:", "si usa", "non le mettiamo", "lascia stare il …"), English with a dropped subject or a
// Singlish tail ("would be good if", "also wish the …", "moving forward", "already told you liao", "before you tell me done");
// and the noise beside them: "dung lo", "khong phai loi cua em", "mai anh …" (tomorrow, not Italian "mai"), "msh 3ayez … dilwa2ty",
// Italian praise, a task that opens with "devo", an Arabic task that opens with "عايز", a long-day sigh.
const CASES: LabeledPrompt[] = [
  ['VI bare "tu gio tro di"', 'signal', 'tu gio tro di moi migration phai co script rollback di kem, dat trong db/rollback'],
  ['VI bare "khong duoc"', 'signal', 'repository khong duoc goi truc tiep tu controller, phai qua service layer nhe'],
  ['VI bare "dung co"', 'signal', 'dung co sua file generated trong target/, chay lai mvn generate-sources la duoc'],
  ['VI bare "anh da noi roi"', 'signal', 'anh da noi roi ma, log thi dung slf4j chu khong dung System.out.println'],
  ['VI bare "lai nua roi"', 'signal', 'lai nua roi, DTO phai map bang MapStruct, anh noi may lan roi, khong viet tay'],
  ['VI bare "quy uoc:"', 'signal', 'quy uoc: ten branch la feature/<ma-jira>-<mo-ta-ngan>, khong dung chu hoa'],
  ['VI bare "luon dung"', 'signal', 'tien luon dung BigDecimal voi scale 0 cho VND, khong bao gio dung double'],
  ['VI bare wish "ma co … thi … nhanh hon"', 'feature', 'cai dashboard ma co nut export CSV thi team ke toan doi soat nhanh hon nhieu, de sau lam'],
  ['AR-Latn "2oltelak"', 'signal', '2oltelak abl keda, el API keys mat7otohash fel code, kolaha f .env w el .env mesh fel git'],
  ['AR-Latn "mat3melsh"', 'signal', 'mat3melsh migrate 3ala el production database men 3andak, el migrations bte7sal fel pipeline bas'],
  ['AR-Latn "dayman"', 'signal', 'el PRs dayman lazem yekon fiha screenshot lel UI changes, 3shan el review'],
  ['AR-Latn "enta 7atet"', 'signal', 'enta 7atet el token fel shared_preferences, da msh amn. esta5dem flutter_secure_storage'],
  ['AR "ليه غيرت … رجّعه"', 'signal', 'ليه غيرت الـ timeout بتاع الـ Dio لـ 60 ثانية؟ رجّعه 15 والـ retry يبقى في الـ interceptor'],
  ['AR "انت شلت"', 'signal', 'انت شلت الـ const من الـ widgets كلها في الـ home screen، ده بيخلي الـ rebuild أتقل. رجّعها'],
  ['AR "لازم"', 'signal', 'الـ API base URL لازم ييجي من --dart-define مش مكتوب في الكود، عشان الـ staging والـ prod'],
  ['IT "d ora in poi"', 'signal', 'd ora in poi i DTO li generi con mapstruct, niente mapper scritti a mano'],
  ["IT \"te l'avevo detto\"", 'signal', "te l'avevo detto, le date in UTC nel database e la conversione solo nel frontend"],
  ['IT "rimetti"', 'signal', 'rimetti il @Transactional sul service, senza quello il rollback non parte'],
  ['IT "regola per …:"', 'signal', 'regola per i test di integrazione: niente H2, sempre testcontainers con la stessa versione di postgres'],
  ['IT "non le mettiamo"', 'signal', 'le credenziali non le mettiamo mai in application.yml, arrivano dal vault'],
  ['IT "lascia stare il …"', 'signal', 'lascia stare il docker compose vecchio, ora si usa quello nella cartella infra/'],
  ['EN "would be good if"', 'feature', 'btw would be good if the CLI could show which rules fired for each capture'],
  ['EN "also wish the …"', 'feature', 'also wish the dashboard can filter learnings by the agent that wrote them'],
  ['EN "moving forward"', 'signal', 'moving forward dont add new env vars without updating .env.example'],
  ['EN "already told you liao"', 'signal', 'already told you liao, the worker reads from the redis queue, not from postgres polling'],
  ['EN "before you tell me done"', 'signal', 'any file you touch in packages/core, run the unit tests on it before you tell me done'],
  ['VI bare "dung lo"', 'noise', 'dung lo phan migration, mai anh Minh lam tiep. hom nay vay thoi'],
  ['VI bare "khong phai loi cua em"', 'noise', 'khong phai loi cua em dau, CI bi treo la do runner het dung luong. chay lai di'],
  ['AR-Latn "msh 3ayez … dilwa2ty"', 'noise', 'la2, msh 3ayez unit tests lel screen di dilwa2ty, sibha'],
  ['IT praise', 'noise', 'actually bellissima la pagina, mi piace come hai messo i filtri in alto'],
  ['IT task "devo"', 'noise', 'devo aggiungere un endpoint per i rimborsi parziali, fai il controller e il test'],
  ['AR task "عايز"', 'noise', 'في lib/cart/cart_screen.dart عايز زرار يفضي السلة. use the existing CartController، متعملش provider جديد'],
  ['EN sigh "wish I could"', 'noise', 'honestly wish I could take the afternoon off, this sprint is long'],
];

checkClassSet('prompt classes from blind streams 124 to 127 (written for this file)', CASES);
