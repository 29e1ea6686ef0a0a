import assert from 'node:assert/strict';
import { scoreByClass, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 30 and 31 showed: German instructions in
// the infinitive ("bitte bei X immer Y verwenden"), a rule restated with "again —", "what you said … is backwards",
// and a question that adds a capability framed as a wish by the next sentence. Wording and projects differ from
// the streams'.
const CASES: LabeledPrompt[] = [
  ['German infinitive instruction', 'signal', 'Bitte bei neuen Endpunkten immer `@Transactional(readOnly = true)` für Lesezugriffe verwenden.'],
  ['German infinitive instruction', 'signal', 'Bei Migrationen nie `change_column` ohne Default verwenden, das sperrt die Tabelle.'],
  ['German infinitive instruction', 'noise', 'Ich würde bei so etwas immer Redis verwenden, aber egal.'],
  ['German infinitive instruction', 'noise', 'Wir haben früher immer MySQL verwendet.'],
  ['rule restated with "again"', 'signal', 'again pls — only run the unit suite, the e2e one takes 20 min'],
  ['rule restated with "again"', 'signal', "once again: don't touch `db/structure.sql` by hand, it is generated"],
  ['rule restated with "again"', 'noise', 'again — the build is red'],
  ['rule restated with "again"', 'noise', 'again, thanks a lot for the quick fix'],
  ['what you said is wrong', 'signal', "ok next the invoices page. btw what you said about the cache ttl was wrong, it's 300s in `config/cache.yml`. then add the pagination"],
  ['what you said is wrong', 'signal', 'you got the arguments backwards — `assert_equal` takes expected first, then `actual`'],
  ['what you said is wrong', 'noise', 'what you said about the retry makes sense, go ahead'],
  ['asked capability with a wish', 'feature', 'can we make the report also show the median? would be nice for the weekly review'],
  ['asked capability with a wish', 'feature', 'could we have the cli also print the config path it loaded? that would be handy when debugging'],
  ['asked capability with a wish', 'noise', 'can you make the test also cover the empty list? thanks'],
  ['asked capability with a wish', 'noise', 'can we make the button blue? would be nice'],
];

describe('prompt classes from blind streams 30 and 31 (written for this file)', () => {
  it('every labeled prompt comes out as labeled', () => {
    const { byClass, wrong } = scoreByClass(CASES);
    for (const [cls, c] of byClass) console.log(`      ${cls}: ${c.ok}/${c.all}`);
    assert.deepEqual(wrong, []);
  });
});
