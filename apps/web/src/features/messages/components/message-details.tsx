import { MESSAGES } from '@app/shared/messages';
import type { ContactMessage } from '../types';

/** The expanded part of a row: the whole message. */
export function MessageDetails({ message }: { message: ContactMessage }) {
  const text = message.attributes.message?.trim();
  return (
    <div className="message-details">
      <h3>{message.attributes.subject}</h3>
      {text ? (
        <p className="prewrap-text">{text}</p>
      ) : (
        <p className="muted-text">{MESSAGES.noMessage}</p>
      )}
    </div>
  );
}
