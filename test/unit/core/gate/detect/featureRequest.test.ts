import assert from 'node:assert/strict';
import { findFeatureRequest } from '../../../../../src/core/gate/detect/featureRequest';

describe('feature-request detector', () => {
  it('finds wishes for a capability in several languages and distills the capability', () => {
    assert.equal(findFeatureRequest('I wish the CLI could print a summary at the end')?.text, 'Print a summary at the end');
    assert.equal(findFeatureRequest('Can you add a way to pin an entry?')?.text, 'A way to pin an entry');
    assert.equal(findFeatureRequest('it would be nice if entries showed their author')?.text, 'Entries showed their author');
    for (const p of ['Es wäre praktisch, wenn man Einträge verschieben könnte', 'Ce serait utile de pouvoir trier par date', 'Sería útil poder ordenar por fecha', 'Seria bom ter um modo escuro', 'Было бы удобно видеть дату записи', '如果能按日期排序就好了', '日付で並べ替えできたら便利です', '날짜로 정렬할 수 있으면 좋겠어요']) {
      assert.ok(findFeatureRequest(p), p);
    }
  });

  it('does not take plain tasks, questions about behaviour or quoted wishes for requests', () => {
    for (const p of ['Add a button to src/Header.tsx', 'Why is the list empty?', 'The customer wrote: "I wish it could export PDF". Reply to them.', 'Write a function that exports CSV']) {
      assert.equal(findFeatureRequest(p), undefined, p);
    }
  });

  it('reads wish framings as a class, and an imperative to add a feature as a task', () => {
    for (const p of ["I'd like an option to hide captures from the tree view", 'we need a way in the CLI to merge two learnings', 'Idea for learnings: a weekly digest of new captures', 'Any chance the CLI could get a --since flag?', 'Wäre cool, wenn man Regeln im Editor abschalten könnte', 'Estaría bien que la CLI tuviera autocompletado']) {
      assert.ok(findFeatureRequest(p), p);
    }
    for (const p of ['注文一覧にフィルター機能を追加してください', '목록에 검색 기능을 추가해 주세요']) assert.equal(findFeatureRequest(p), undefined, p);
  });
});
