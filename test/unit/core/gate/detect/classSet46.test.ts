import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 84–87 showed: Ukrainian ("ти зробив …", "у нас …
// тільки", "і запиши собі:", "нагадую правило:", "я ж казав", "тільки через", "як щодо того щоб" as a wish); "…??" after
// what the agent did; Swedish ("gäller alltid:", "sätt tillbaka …", "ska vara", "en gång till …:"); "igen —"; "revert X to
// Y"; "for <things> in <place>: always …"; Rioplatense voseo ("corré … siempre con", "no me pegues …"); Korean "…했어야지",
// "… 로 통일", "금지,"; and the noise beside them: "nope, sigue rojo", "I don't think that was you … revert that commit's".
const CASES: LabeledPrompt[] = [
  ['Ukrainian', 'signal', 'ти додав .Result замість await, у нас в сервісах тільки async/await до кінця'],
  ['Ukrainian', 'signal', 'і запиши собі: кожен хендлер логує через ILogger<T>, ніяких Console.WriteLine'],
  ['Ukrainian', 'signal', 'нагадую правило: секрети тільки через Key Vault, не в appsettings.json'],
  ['Ukrainian', 'signal', 'я ж казав вчора, міграції тільки через pipeline, не з ноутбука'],
  ['Ukrainian wish', 'feature', 'як щодо того щоб OutboxPublisher міг мати окремий retry policy per-consumer? не зараз, просто ідея'],
  ['"??" after what the agent did', 'signal', 'ти щойно видалив таблицю audit_log руками??'],
  ['Swedish', 'signal', 'och i firmware-repot gäller alltid: varje PR som rör partitionstabellen bumpar minor i VERSION'],
  ['Swedish', 'signal', 'sätt tillbaka CONFIG_MCUBOOT_SIGNATURE_TYPE_ECDSA_P256, vi signerar med P-256'],
  ['Swedish', 'signal', 'loggfilen ska vara /data/log/gw.log, rootfs är read-only'],
  ['"igen —"', 'signal', 'igen — `printk` inside the ISR. ISRs only give the semaphore, the thread logs'],
  ['"revert X to Y"', 'signal', 'revert uart_rx_isr to the ring buffer version, the k_msgq one drops bytes'],
  ['"for <things> in <place>: always"', 'signal', 'for release tags in gw-fw: always signed, and only from main'],
  ['voseo', 'signal', 'en local corré vitest siempre con --run, el watch mode cuelga la terminal de la CI'],
  ['voseo', 'signal', 'no me pegues la API key de stripe en el chat, va en las variables del proyecto en Cloudflare'],
  ['Korean', 'signal', 'dataset location 이 왜 EU 야. 전부 asia-northeast3 으로 맞췄어야지'],
  ['Korean', 'signal', '우리 모델들은 다 incremental + merge 로 통일돼있어, table 로 바꾸지 마'],
  ['Korean', 'signal', '정리: prod 에서 full-refresh 금지, backfill 은 vars 로만'],
  ['"nope, still red"', 'noise', 'nope, sigue rojo acá también cuando lo corro. dale, seguí con lo otro'],
  ['reverting a commit the agent did not make', 'noise', "i don't think that 9fa03b1 was you, probably the bot. anyway, revert that commit's config change in a new PR"],
];

checkClassSet('prompt classes from blind streams 84 to 87 (written for this file)', CASES);
