import { ArrowDown, ArrowUp } from 'lucide-react';
import { IconButton } from '../ui/icon-button';
import type { MoveDirection } from './move-focus';

const MOVES = [
  { direction: 'up', word: 'Move up', Icon: ArrowUp },
  { direction: 'down', word: 'Move down', Icon: ArrowDown },
] as const;

export interface MoveButtonsProps {
  /** What is moved: the buttons are called `Move up: QA Engineer`. */
  name: string;
  /** The entry's id, by which `focusMoveButton` finds its buttons once the list is redrawn. */
  id: number | string;
  isFirst: boolean;
  isLast: boolean;
  /** While a move is on its way, neither button can be pressed. */
  busy?: boolean;
  onMove: (direction: MoveDirection) => void;
}

/** An entry's two buttons that move it one place up or down in an ordered list. */
export function MoveButtons({ name, id, isFirst, isLast, busy = false, onMove }: MoveButtonsProps) {
  return MOVES.map(({ direction, word, Icon }) => (
    <IconButton
      key={direction}
      aria-label={`${word}: ${name}`}
      title={word}
      data-move-id={id}
      data-move={direction}
      disabled={busy || (direction === 'up' ? isFirst : isLast)}
      onClick={() => onMove(direction)}
    >
      <Icon aria-hidden="true" size={16} />
    </IconButton>
  ));
}
