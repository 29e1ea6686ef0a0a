import assert from 'node:assert/strict';
import { acceptBareLetters, accentFreeSource } from '../../../../../src/core/gate/detect/accents';
import { detectCorrection, detectFeatureRequest } from '../../../../../src/core/gate/detectors';

// Rules written with accents and simplified characters also read text typed without accents or in traditional
// characters; the short words whose bare form is another word ("sé"/"se", "já"/"ja", "é"/"e") stay as written.
describe('detect: accents and traditional characters are optional', () => {
  it('rewrites a pattern: long words and phrases accept bare letters, umlauts their spelled-out form, short words stay', () => {
    assert.equal(accentFreeSource('(?:à partir de maintenant|déjà)'), '(?:[àa] partir de maintenant|d[ée]j[àa])');
    assert.equal(accentFreeSource('(?:é|foi)|já|só|no sé'), '(?:é|foi)|já|só|no sé');
    assert.equal(accentFreeSource('müssen|[aéb]'), 'm(?:ü|ue|u)ssen|[aéeb]');
    assert.equal(accentFreeSource('记得|不要这样'), '[记記]得|不要[这這][样樣]');
    assert.equal(accentFreeSource('\\p{L}+é'), '\\p{L}+é', 'an escape is not a word');
  });

  it("reads Turkish and Polish letters bare in their own rules only, and leaves the other languages' rules as written", () => {
    const tr = { lang: 'tr', re: /şifre|café/u };
    const pair: [string, RegExp] = ['pl', /\p{L}{3,}łeś/u];
    const rules = { lang: 'pl', re: /hasło/u, hint: /[ąęł]|hasło/u };
    const vi: [string, RegExp] = ['vi', /không phải/u];
    const wish: [string, string, RegExp] = ['wish', 'tr', /keşke/u];
    acceptBareLetters(tr, [pair], rules, [vi], [wish]);
    assert.equal(tr.re.source, '[şs]ifre|café', 'a Turkish rule reads a bare ş, not a bare é');
    assert.equal(pair[1].source, '\\p{L}{3,}łeś', 'a rule that runs on every prompt, with no hint, stays as written');
    assert.equal(rules.re.source, 'has[łl]o');
    assert.equal(rules.hint.source, '[ąęł]|hasło', 'a hint, which says the prompt is in the language, stays as written');
    assert.equal(vi[1].source, 'không phải');
    assert.equal(wish[2].source, 'ke[şs]ke');
  });

  it('reads Turkish and Polish prompts typed without their letters', () => {
    for (const s of [
      'sana demistim: migration dosyalari `db/migrations` altinda duruyor, `scripts` altinda degil',
      'yine pip ile paket kurmussun, venv\'e sadece poetry ile giriyor',
      'mowilem ci juz: zadnego `kubectl apply` na klaster, argo synchronizuje z gita',
    ]) assert.ok(detectCorrection(s), s);
    assert.ok(detectFeatureRequest('keske `sia-cli` bir `dag lint` komutu olsa, butun DAG dosyalarini kontrol etse'));
    // An English sentence does not start reading as Polish or Turkish because their letters fold.
    for (const s of ['the tables and files are in the shared folder now', 'sales miles tiles styles were sorted']) assert.equal(detectCorrection(s), undefined, s);
  });

  it('reads prompts typed without accents, with umlauts spelled out, or in traditional characters', () => {
    const signal = [
      'et a partir de maintenant, les migrations passent par `sqlx migrate` uniquement',
      'je te l\'ai deja dit: le dossier .sqlx part dans le meme commit que la requete',
      'ojala el panel tuviera un boton para reintentar los mensajes',
      'du hast `train.max_iters` rausgeloescht – das brauchen wir, pack den wieder rein',
      '記得每次都跑 lint 再提交',
      'staging 這種共用的 db 絕對不可以 `db push`',
    ];
    for (const s of signal) assert.ok(detectCorrection(s) ?? detectFeatureRequest(s), s);
    // "no se" is not "no sé" (I don't know): the Spanish benign phrase does not swallow it.
    assert.ok(detectCorrection('los tests de integracion no se lanzan asi, van con el perfil it y testcontainers'));
    assert.equal(detectCorrection('no sé, mira tú'), undefined);
  });
});
