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

  it("leaves other languages' rules as written (a Turkish or Polish letter without its mark is another letter)", () => {
    const tr: [string, RegExp] = ['tr', /şifre/u];
    const rules = { lang: 'pl', re: /hasło/u };
    acceptBareLetters([tr], rules);
    assert.equal(tr[1].source, 'şifre');
    assert.equal(rules.re.source, 'hasło');
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
