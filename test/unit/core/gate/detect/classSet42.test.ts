import { checkClassSet, type LabeledPrompt } from './labeledPrompts';

// A labeled set written from scratch for the prompt classes blind streams 68–71 showed: a rule said with "write it
// down:" / "anota:" / "note ça :" and a rule head after "and"; "just reinforcing:"; a hesitation before a rejection
// ("euh non, …"); a French mistake with the object before the verb ("tu les as supprimés"); restore orders
// ("remets …", "volta isso", "devuélvelo", "revert your edit", "다시 넣어"); the Spanish perfect ("has quitado …");
// Korean "네가 … 뺐잖아" and "… 없어"; Portuguese colloquial prohibitions ("não passa …"); "en este repo … siempre";
// wishes with "queria que …", "me encantaría que …", "btw it would be great if …"; and the noise beside them:
// "instead of X, let's Y", a retraction ("sorry, I mean: …"), "no need … now" in Portuguese and Spanish, a status of
// the moment before a request, a request that opens with "need a new …", a reviewer's comment quoted after a colon.
// Wording and projects differ from the streams'.
const CASES: LabeledPrompt[] = [
  ['"write it down:" heads', 'signal', 'and write it down: no raw SQL in the resolvers, everything goes through the repository layer'],
  ['"write it down:" heads', 'signal', 'anota aí: migration nova sempre com o down implementado'],
  ['"write it down:" heads', 'signal', 'note ça : les handlers HTTP ne parlent jamais directement à Redis'],
  ['"write it down:" heads', 'signal', 'apunta esto: los cron de facturación se despliegan solo los martes'],
  ['"write it down:" heads', 'signal', 'schreib dir auf: Feature-Flags werden nur über `flags.yaml` gesetzt'],
  ['"write it down:" heads', 'signal', "et note ça pour plus tard : aucun appel réseau dans les tests unitaires, on mocke `HttpClient`"],
  ['"just reinforcing:"', 'signal', 'je redis pour que ce soit clair vu que ça a cassé hier : pas de `console.log` dans le code livré'],
  ['"X are always `…`"', 'signal', 'since you edited the worker earlier: e2e tests in that package are always run with `--runInBand`'],
  ['a rule head after "and"', 'signal', 'e regra pra sempre: toda tabela nova tem `created_at` com default now()'],
  ['a rule head after "and"', 'signal', 'and rule, for good: every public endpoint gets a contract test'],
  ['"just reinforcing:"', 'signal', 'só reforçando: o deploy do worker é pelo ArgoCD, nunca kubectl apply na mão'],
  ['"just reinforcing:"', 'signal', 'just to reinforce: feature branches are squashed on merge, no merge commits'],
  ['"just reinforcing:"', 'signal', 'je redis : les secrets passent par sops, jamais en clair dans le repo'],
  ['a hesitation before a rejection', 'signal', 'euh non, le cache est partagé entre les workers, il faut une clé par tenant'],
  ['a hesitation before a rejection', 'signal', 'ähm nein, die Preise sind in Cent gespeichert, nicht in Euro'],
  ['a hesitation before a rejection', 'signal', 'ehh no, el bucket de logs es de solo lectura para la app'],
  ['French mistake, object before the verb', 'signal', 'les tests de snapshot, tu les as supprimés sans raison'],
  ['French mistake, object before the verb', 'signal', "le fichier de config, tu l'as renommé alors qu'il est importé par le plugin"],
  ['restore orders', 'signal', "remets le fichier d'origine et modifie juste la ligne du timeout"],
  ['restore orders', 'signal', 'volta isso, o timeout era 30s por causa do gateway'],
  ['restore orders', 'signal', 'devuélvelo a `snake_case`, el cliente móvil depende de eso'],
  ['restore orders', 'signal', 'revert your edit to the Dockerfile, the base image is pinned by the platform team'],
  ['restore orders', 'signal', '헬스체크 그거 다시 넣어, 없으면 배포가 막혀'],
  ['the Spanish perfect', 'signal', 'has quitado el índice de `orders.created_at`, lo usa el informe diario'],
  ['the Spanish perfect', 'signal', 'por cierto, has borrado la validación del IBAN en el formulario de alta'],
  ['Korean "you took it out"', 'signal', '네가 retry 로직 지웠잖아, 결제 콜백은 세 번까지 재시도해야 돼'],
  ['Korean "not there"', 'signal', 'userId 필드는 payments 컬렉션에 없어. 결제는 orders 밑에 서브컬렉션이야'],
  ['Portuguese colloquial prohibition', 'signal', 'não passa o token pela query string, ele vai no header `Authorization`'],
  ['Portuguese colloquial prohibition', 'signal', 'o `billing_legacy.py` você não mexe, é de outro time'],
  ['"en este repo … siempre"', 'signal', 'en este repo los endpoints nuevos siempre llevan un test de contrato en `tests/contract`'],
  ['a wish', 'feature', 'queria que o CLI avisasse quando a migration não tem rollback'],
  ['a wish', 'feature', 'me encantaría que el panel de stock tuviera un filtro por almacén'],
  ['a wish', 'feature', 'btw it would be great if the importer had a dry-run flag that only prints the diff. not now though'],
  ['"instead of X, let\'s Y"', 'noise', "instead of waiting for QA let's start on the export screen, reuse the table component"],
  ['"instead of X, let\'s Y"', 'noise', "great. instead of fixing the flaky test now let's ship the hotfix first"],
  ['a retraction', 'noise', 'nope, not the header you picked — sorry, I mean: the layout is fine as is, skip the header for now'],
  ['a retraction', 'noise', 'no, not the bucket you created — sorry, I mean: the bucket is fine as is, leave it for this ticket'],
  ['no need now', 'noise', 'nope, não precisa rodar o seed agora, o banco caiu. segue'],
  ['no need now', 'noise', 'não precisa rodar os testes agora, a VPN caiu. segue'],
  ['no need now', 'noise', 'no hace falta probar la conexión ahora, sigue con lo demás'],
  ['a status before a request', 'noise', 'the `billing-sync` job is lagging two hours behind on the eu shard, look at the metrics and tell me why'],
  ['a request that opens with "need a new"', 'noise', 'need a new bucket for the exports in terraform, env prod. module is in infra/modules/s3'],
  ['a reviewer comment after a colon', 'noise', 'comentário do revisor no PR, coloca na descrição: "Always squash before merging and don\'t forget the changelog. — Ana"'],
];

checkClassSet('prompt classes from blind streams 68 to 71 (written for this file)', CASES);
