// The queries of the search benchmark: what people and agents type — a word or two, a phrase, a file
// or function name, CJK terms, German nouns, typos (fuzzy matching) and misses.
import { Rng } from '../textGen';
import * as V from '../vocabulary';

export function searchQueries(n: number, seed: number): string[] {
  const r = new Rng(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    switch (i % 8) {
      case 0: out.push(r.pick(V.EN_NOUNS)); break;
      case 1: out.push(`${r.pick(V.EN_VERBS)} ${r.pick(V.EN_NOUNS)}`); break;
      case 2: out.push(`${r.pick(V.EN_NOUNS)} ${r.pick(V.EN_ADJ)} ${r.pick(V.EN_STEMS)}`); break;
      case 3: out.push(`${r.pick(V.EN_DIRS)}/${r.pick(V.EN_STEMS)}`); break;
      case 4: out.push(r.chance(0.5) ? r.pick(V.ZH_WORDS) : r.pick(V.JA_WORDS)); break;
      case 5: out.push(r.pick(V.DE_NOUNS)); break;
      case 6: out.push(r.pick(V.EN_STEMS).replace(/(.)(.)$/, '$2$1')); break; // a typo
      default: out.push(r.chance(0.5) ? `${r.pick(V.EN_TOOLS)} ${r.pick(V.EN_VERBS)} timeout` : 'kubernetes quasar zeppelin'); // the last matches nothing
    }
  }
  return out;
}
