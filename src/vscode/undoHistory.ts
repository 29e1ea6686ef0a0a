// The promotions of this session that can still be undone. Bounded: an undo record holds the bytes of
// every file it touched, and an undo long after the fact is a job for version control, not for a button.
// No `vscode` import: plain data, tested under mocha.
import { randomUUID } from 'node:crypto';
import type { UndoRecord } from '../store/undoPlan';

export const UNDO_HISTORY_LIMIT = 20;

export class UndoHistory {
  private readonly records = new Map<string, UndoRecord>();

  constructor(private readonly limit = UNDO_HISTORY_LIMIT) {}

  /** Keeps the record; returns the id to undo it by. The oldest record goes once the limit is passed. */
  keep(record: UndoRecord): string {
    const id = randomUUID();
    this.records.set(id, record);
    while (this.records.size > this.limit) this.records.delete(this.records.keys().next().value!);
    return id;
  }

  /** Removes and returns the record (the newest when no id): an undo is done at most once. */
  take(id?: string): UndoRecord | undefined {
    const key = id ?? [...this.records.keys()].pop();
    if (key === undefined) return undefined;
    const record = this.records.get(key);
    this.records.delete(key);
    return record;
  }

  get size(): number {
    return this.records.size;
  }
}
