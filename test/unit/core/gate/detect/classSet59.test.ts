import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the classes blind streams 144–149 showed (Japanese business register, casual
// Berlin German, terse Russian, Indian English, written Chinese, Chilean Spanish): Japanese "…てますよね", "お伝えしましたが",
// "うちは … という設計です", "念のためもう一度", "X は不可", "X は使いません", wishes "…があったら … 喜ぶと思う" put off ("いつか入れたい",
// "夢みたいな話"); English "someday … should support", "you're comparing X …, so …", "we are not mocking X in this repo";
// German "gilt für alles", "langfristig hätte ich gern", "sorry mein fehler, X heißt Y, nicht Z"; Russian "X всегда с Y",
// "хочу чтобы в … была", "верни X=Y"; Chinese "这个不行，得用 Y", "你怎么又给改成 23 了", "如果 … 能 … 会舒服很多"; Chilean Spanish
// "sería la raja que", "sabí qué sería bacán", "en los tests no se …"; and the noise beside them: a time swap ("今日じゃなくて明日"),
// "instead of Xing …, just Y", "instead of … zu warten", "instead of … ahora", "не жди", "это ожидаемо" after "actually",
// "remember to … когда закончишь", a Russian instrumental noun ("с сообщением"), "kindly add …", "kein extra test nötig",
// "ningún otro cambio", Chinese tasks ("给 X 加上 Y", "对 X 跑一下 Y") with their limits, "能不能过", "se llama X".
const CASES: LabeledPrompt[] = [
  ['JA "…てますよね"', 'signal', 'Service で new Date() を直接呼んでますよね。時計は Clock を注入する決まりなので、そちらを使ってください'],
  ['JA "うちは … という設計です"', 'signal', 'うちはバリデーションは Form クラスでだけやる、という設計です。Controller のチェックは消してください'],
  ['JA "念のためもう一度"', 'signal', '念のためもう一度書いておくと、ブランチ名は feature/チケット番号 です'],
  ['JA "X は不可"', 'signal', 'ログに個人情報を出すのは不可です。マスクしてから出力してください'],
  ['JA wish "あったら … 喜ぶと思う", put off', 'feature', '帳票を PDF で一括出力できる機能があったら経理の人たち喜ぶと思うんですよね。いつか入れたい'],
  ['EN wish "someday … should support"', 'feature', 'someday the admin app should support bulk import from CSV, not for this sprint though'],
  ['EN "you\'re comparing X …, so …"', 'signal', "you're comparing order.total with the string from the form, so the discount branch never runs. parse it to a number first"],
  ['EN "we are not <V>ing X in this repo"', 'signal', 'we are not using AutoMapper in this repo, write the mapping by hand in the Mappers folder'],
  ['DE "gilt für alles"', 'signal', 'branches bitte immer mit ticketnummer vorne, gilt für alles hier im repo'],
  ['DE wish "langfristig hätte ich gern"', 'feature', 'langfristig hätte ich gern einen dry-run modus für die migrationen, aber nicht jetzt'],
  ['DE "mein fehler, X heißt Y, nicht Z"', 'signal', 'sorry mein fehler, der header heißt `X-Tenant-Id`, nicht X-Tenant – so steht er auch im gateway'],
  ['RU "X всегда с Y"', 'signal', 'на ci сборка всегда с флагом --no-cache, иначе тянутся старые слои'],
  ['RU wish "хочу чтобы в … была"', 'feature', 'хочу чтобы в админке была кнопка перезапуска джобы, не срочно'],
  ['RU "верни X=Y"', 'signal', 'верни LOG_LEVEL=debug в values-stg, без него ничего не видно'],
  ['ZH "这个不行，得用 Y"', 'signal', '配置里的路径你用的 std::string，这个不行，得用 std::filesystem::path'],
  ['ZH "你怎么又给改成 X 了"', 'signal', '你怎么又给改成 17 了，整个项目就是 C++20'],
  ['ZH wish "如果 … 能 … 会方便很多"', 'feature', '如果打包失败的时候能直接在编辑器里弹出报错，会方便很多。以后有空做'],
  ['ES-CL wish "sería la raja que", put off', 'feature', 'sería la raja que la app guardara las entregas de la mañana offline, no es pa ahora, déjalo anotado'],
  ['ES-CL wish "sabí qué sería bacán"', 'feature', 'sabí qué sería bacán pa la app? que el cliente pudiera reprogramar la entrega él mismo'],
  ['ES "en los tests no se …"', 'signal', 'en los tests no se usa el texto de los botones, usa los test tags'],
  ['noise JA time swap', 'noise', 'instead of 今日リリースするんじゃなくて、明日の朝にしましょう'],
  ['noise EN "instead of Xing, just Y"', 'noise', 'instead of rebuilding the container every time, just run the unit tests locally, faster'],
  ['noise DE "instead of … zu warten"', 'noise', 'instead of auf den review zu warten lass uns das nächste ticket machen'],
  ['noise ES "instead of … ahora"', 'noise', 'instead of pelear con el build ahora, sigamos con la pantalla de login'],
  ['noise RU "не жди"', 'noise', 'не жди пайплайн, сабмить джобу и поехали дальше'],
  ['noise RU "это ожидаемо" after "actually"', 'noise', 'actually это ожидаемо, у меня локально старая видеокарта. уменьши batch'],
  ['noise EN/RU "remember to … когда закончишь"', 'noise', 'remember to push the branch когда закончишь'],
  ['noise RU instrumental noun', 'noise', 'закоммить с сообщением `fix(ci): pin cuda image`'],
  ['noise EN "kindly add"', 'noise', 'good morning. kindly add paging to GET /api/orders, default page size 20 only. the grid sends pageNumber and pageSize'],
  ['noise DE "kein extra test nötig"', 'noise', 'nope, kein extra integrationstest nötig, der smoke test reicht'],
  ['noise ES "ningún otro cambio"', 'noise', 'nope, ningún otro cambio en el módulo, lo demás queda igual. corre los tests'],
  ['noise ZH "给 X 加上 Y" with its limit', 'noise', '给 tools/packer 加上 zstd 依赖，走 vcpkg manifest，baseline 别动'],
  ['noise ZH "对 X 跑一下" with its limit', 'noise', '对 src/render/ 跑一下 clang-tidy，只开 bugprone-*，别全量跑'],
  ['noise ZH "能不能过"', 'noise', '先用 clang 的 preset 编一下 renderer，看看 shader 那块能不能过'],
  ['noise ES "se llama X"', 'noise', 'ah sí, está en :core:testing y se llama AppTestRunner, ponlo en el build.gradle.kts'],
];

checkClassSet('class set 59: blind streams 144–149 (first run on aaa270d)', CASES);
