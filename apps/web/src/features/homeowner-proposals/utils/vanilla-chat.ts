// 000 §5 and §9: a message is sent only when it is not blank, and answered after one second.
export const CHAT_REPLY_DELAY_MS = 1000;

export type ChatMessage = { id: number; author: 'you' | 'vanilla'; text: string };

/** The message to send for what the box holds, trimmed; null when there is nothing to send. */
export const messageToSend = (draft: string): string | null => {
  const text = draft.trim();
  return text === '' ? null : text;
};

// The demo's only answer (000 §2: "it only echoes a canned reply"), and it says so.
export const cannedReply = (id: number, message: string): ChatMessage => ({
  id,
  author: 'vanilla',
  text: `You asked: “${message}”. This demo answers every message with this sample reply; in the full product Vanilla AI will answer from this proposal’s details.`,
});
