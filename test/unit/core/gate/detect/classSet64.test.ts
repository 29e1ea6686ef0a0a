import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the classes blind streams 178–181 showed (first run on the session's final
// capture code): Chinese "希望 X 以后能 …" put off ("先记下来"), formal Russian "Запомните, пожалуйста:" and "Пожалуйста, ещё
// раз:"; and the noise beside them: "希望你今天能 …" (a request to the agent for today).
const CASES: LabeledPrompt[] = [
  ['ZH wish "希望以后 X 能 …", put off', 'feature', '顺便提一句：希望以后 order-svc 的后台接口能支持按批次一键作废，运营每周都找我手动跑 UPDATE。这个不是现在做，先记下来，下个迭代排。'],
  ['ZH wish "希望 X 以后能 …", put off', 'feature', '希望结算服务以后能按月导出商户对账单，财务每个月都找我们拉数据。不急，等 Q1 排期。'],
  ['RU "Запомните, пожалуйста:"', 'signal', 'Запомните, пожалуйста: в `apps/web` у нас относительные импорты всегда пишем с расширением `.js`.'],
  ['RU "Пожалуйста, ещё раз:"', 'signal', 'Пожалуйста, ещё раз: тесты запускаем только через `pnpm --filter`, корневой `pnpm test` не используйте.'],
  ['noise ZH "希望你今天能 …"', 'noise', '希望你今天能把这个修了'],
];

checkClassSet('class set 64: blind streams 178–181 (first run on 9aa87b9)', CASES);
