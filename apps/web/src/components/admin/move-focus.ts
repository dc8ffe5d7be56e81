import { useLayoutEffect, useRef } from 'react';

export type MoveDirection = 'up' | 'down';

/**
 * Gives the focus to the `MoveButtons` button of the entry `id` toward `direction`, or to its
 * other one when the entry reached that end. False when neither is there to take it (yet).
 */
export function focusMoveButton(
  root: ParentNode,
  id: number | string,
  direction: MoveDirection,
): boolean {
  const button = (move: MoveDirection) =>
    root.querySelector<HTMLButtonElement>(
      `[data-move-id="${id}"][data-move="${move}"]:not(:disabled)`,
    );
  const found = button(direction) ?? button(direction === 'up' ? 'down' : 'up');
  found?.focus();
  return found !== null;
}

/**
 * Keeps the focus on a moved entry of the list in `listRef` once the move has redrawn it: call
 * `focusAfterMove` as the move starts. Not while `waiting` (the new order is not shown yet).
 */
export function useFocusAfterMove<E extends HTMLElement>(waiting = false) {
  const listRef = useRef<E>(null);
  const target = useRef<{ id: number | string; direction: MoveDirection } | null>(null);
  useLayoutEffect(() => {
    const moved = target.current;
    if (!moved || !listRef.current || waiting) return;
    if (focusMoveButton(listRef.current, moved.id, moved.direction)) target.current = null;
  });
  return {
    listRef,
    focusAfterMove: (id: number | string, direction: MoveDirection) => {
      target.current = { id, direction };
    },
  };
}
