/**
 * The What-If tab's editing state (what the student typed, excused, removed and added) and the scenario it
 * stands for. Typed text is kept as typed; only valid scores reach the scenario, the others are named.
 */
import type { AddedRow, RowEdit, Scenario } from '../../../../shared/planning';

interface AddedDraft extends Omit<AddedRow, 'pointsEarned'> {
  /** The score as typed ('' for none). */
  score: string;
}

export interface WhatIfState {
  /** Score text typed per report row key. */
  scores: Record<string, string>;
  /** Excused (true) or no longer excused (false) per report row key. */
  excused: Record<string, boolean>;
  removed: string[];
  added: AddedDraft[];
}

export const EMPTY_STATE: WhatIfState = { scores: {}, excused: {}, removed: [], added: [] };

/** Points as typed: '' is no score (null), a number 0 or more is a score; anything else is invalid. */
export function parsePoints(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return 'invalid';
  return Number(trimmed);
}

export function pointsText(points: number | null): string {
  return points === null ? '' : String(points);
}

/** The scenario the state stands for; `invalid` names the rows whose typed score is not a number. */
export function scenarioOf(
  state: WhatIfState,
  originalScore: (rowKey: string) => number | null,
): { scenario: Scenario; invalid: string[] } {
  const invalid: string[] = [];
  const edits = new Map<string, RowEdit>();
  const edit = (row: string) => edits.get(row) ?? { row };
  for (const [row, text] of Object.entries(state.scores)) {
    const points = parsePoints(text);
    if (points === 'invalid') invalid.push(row);
    else if (points !== originalScore(row)) edits.set(row, { ...edit(row), pointsEarned: points });
  }
  for (const [row, excused] of Object.entries(state.excused)) edits.set(row, { ...edit(row), excused });
  for (const row of state.removed) edits.set(row, { ...edit(row), removed: true });
  const added: AddedRow[] = [];
  for (const { score, ...a } of state.added) {
    const points = parsePoints(score);
    if (points === 'invalid') invalid.push(a.key);
    else added.push({ ...a, pointsEarned: points });
  }
  return { scenario: { edits: [...edits.values()], added }, invalid };
}

/** The editing state of a saved scenario. */
export function stateOf(scenario: Scenario): WhatIfState {
  const state: WhatIfState = { scores: {}, excused: {}, removed: [], added: [] };
  for (const e of scenario.edits) {
    if (e.pointsEarned !== undefined) state.scores[e.row] = pointsText(e.pointsEarned);
    if (e.excused !== undefined) state.excused[e.row] = e.excused;
    if (e.removed) state.removed.push(e.row);
  }
  state.added = scenario.added.map(({ pointsEarned, ...a }) => ({ ...a, score: pointsText(pointsEarned) }));
  return state;
}
