import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the languages blind streams 128–131 brought with no rules at all: Taglish
// ("wag mong …", "sabi ko kahapon", "palagi …", "ibalik mo", "sana … may …"), Nigerian Pidgin ("abeg stop to dey …", "I don
// talk am", "from now go", "e go sweet if"), Persian in its script ("یادت باشه", "همیشه", "نکن", "چرا … کردی؟", "کاش") and
// in Finglish ("az in be bad", "nakon", "goftam", "chera … kardi?", "bargardun", "kash"), Romanian without its marks
// ("ti-am zis", "de acum incolo", "nu mai baga", "pune inapoi", "ar fi tare daca"); and the noise beside them: Indonesian
// "lagi" (= now, not Tagalog "always"), "sabi ko na eh" with a question, a Pidgin task with its rule, Persian "hamishe … bude"
// (has always been), Romanian praise, "instead of sa asteptam".
const CASES: LabeledPrompt[] = [
  ['TL "wag mong …"', 'signal', 'wag mong i-edit yung vendor folder, composer update lang ang gagalaw dyan'],
  ['TL "sabi ko kahapon"', 'signal', 'sabi ko kahapon, Asia/Manila ang timezone ng payroll cutoff hindi UTC, ayusin mo yung scheduler'],
  ['TL "palagi …"', 'signal', 'palagi mong i-run yung pest --parallel bago mag-push, mabagal yung CI natin'],
  ['TL "ibalik mo"', 'signal', 'bakit mo tinanggal yung soft deletes sa Employee model? ibalik mo, audit requirement yun'],
  ['TL wish "sana … may …"', 'feature', 'sana yung admin panel may audit trail ng lahat ng salary changes, para sa mga auditors next year'],
  ['PCM "abeg stop to dey …"', 'signal', 'abeg stop to dey edit the generated pb.go files, change the proto and run buf generate'],
  ['PCM "I don talk am"', 'signal', 'I don talk am before: all money for this service na kobo as int64, no float anywhere'],
  ['PCM "from now go"', 'signal', 'from now go every new table must get created_at and updated_at with default now()'],
  ['PCM wish "e go sweet if"', 'feature', 'e go sweet if the admin cli fit replay one failed webhook by id, for later sha'],
  ['FA "یادت باشه"', 'signal', 'یادت باشه: کلیدهای Redis همیشه با پیشوند اسم سرویس شروع میشن، مثل peyk:orders:'],
  ['FA "چرا … کردی؟"', 'signal', 'چرا timeout رو توی settings.py عوض کردی؟ اون مقدار رو تیم زیرساخت تعیین کرده'],
  ['FA wish "کاش"', 'feature', 'کاش داشبورد ادمین یه نمودار از زمان تحویل سفارش‌ها داشت، فعلا نه، برای بعد'],
  ['FA-Latn "az in be bad"', 'signal', 'az in be bad migration-ha ro ba alembic revision --autogenerate besaz va bad dasti check kon'],
  ['FA-Latn "nakon"', 'signal', 'print baraye debug nakon, logger-e structlog ro estefade kon ke tu Sentry ham biad'],
  ['FA-Latn "chera … kardi?"', 'signal', 'chera retry-e Celery task ro hazf kardi? oon baraye SMS gateway lazem e, bargardunesh'],
  ['RO "ti-am zis"', 'signal', 'ti-am zis deja, sumele le tinem in decimal(18,2), nu in double'],
  ['RO "de acum incolo"', 'signal', 'de acum incolo fiecare endpoint nou are si un test de integrare cu WebApplicationFactory'],
  ['RO "nu mai baga"', 'signal', 'nu mai baga logica in controllere, merge totul prin handler-ele din Application'],
  ['RO "pune inapoi"', 'signal', 'pune inapoi AsNoTracking pe query-ul de listare, fara el se umple memoria'],
  ['RO wish "ar fi tare daca"', 'feature', 'ar fi tare daca aplicatia ar avea si un mod offline pentru agentii de teren, dar nu acum'],
  ['ID "lagi" is "now"', 'noise', 'kalau ada yang nanya bilang aja server lagi maintenance ya, aku mau makan siang dulu'],
  ['TL "sabi ko na eh" with a question', 'noise', 'sabi ko na eh, yung queue worker na naman. ano kaya ang root cause nito?'],
  ['PCM task with its rule', 'noise', 'abeg add GetStatement rpc to ledger.proto and wire am through the service, ticket na LED-512'],
  ['FA-Latn "hamishe … bude"', 'noise', 'in query hamishe kond bude, hata ghabl az refactor, negaran nabash'],
  ['RO praise', 'noise', 'actually arata chiar bine pagina acum, mult mai clara decat inainte'],
  ['RO "instead of sa asteptam"', 'noise', 'instead of sa asteptam build-ul de noapte, hai sa testam local'],
];

checkClassSet('prompt classes from blind streams 128 to 131 (written for this file)', CASES);
