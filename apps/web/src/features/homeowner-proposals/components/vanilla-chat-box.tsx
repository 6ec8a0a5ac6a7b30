import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SendIcon, SparklesIcon } from '../../../components/icons';
import { inputClass } from '../../../components/ui/text-field';
import { chatPrompts } from '../sample-data/vanilla-chat';
import {
  CHAT_REPLY_DELAY_MS,
  cannedReply,
  messageToSend,
  type ChatMessage,
} from '../utils/vanilla-chat';

const bubble = {
  you: 'ml-8 self-end rounded-br-md bg-brand-600 text-white',
  vanilla: 'mr-8 self-start rounded-bl-md bg-neutral-100 text-neutral-800',
};

/** 000 §2 "Chat with Vanilla AI": example prompts and a box; every message gets the canned reply. */
export const VanillaChatBox = () => {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [waiting, setWaiting] = useState(0);
  const nextId = useRef(0);
  const timers = useRef(new Set<number>());
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, waiting]);

  const send = (draftText: string) => {
    const text = messageToSend(draftText);
    if (text === null) return;
    setMessages((current) => [...current, { id: nextId.current++, author: 'you', text }]);
    setDraft('');
    setWaiting((count) => count + 1);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setWaiting((count) => count - 1);
      setMessages((current) => [...current, cannedReply(nextId.current++, text)]);
    }, CHAT_REPLY_DELAY_MS);
    timers.current.add(timer);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(draft);
  };

  return (
    <section
      aria-labelledby="chat-title"
      className="flex min-h-0 flex-col rounded-2xl border border-neutral-200 bg-white shadow-sm"
    >
      <div className="flex shrink-0 items-center gap-3 border-b border-neutral-100 px-5 py-4">
        <span className="flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <SparklesIcon className="size-5" />
        </span>
        <div>
          <h2 id="chat-title" className="font-semibold text-neutral-900">
            Chat with Vanilla AI
          </h2>
          <p className="text-xs text-neutral-600">Demo: answers are sample replies</p>
        </div>
      </div>

      <div
        ref={logRef}
        role="log"
        aria-label="Conversation with Vanilla AI"
        tabIndex={0}
        className="flex max-h-64 min-h-24 flex-1 flex-col gap-2.5 overflow-y-auto px-5 py-4 text-sm"
      >
        {messages.length === 0 && (
          <p className="text-neutral-600">
            Ask about this proposal, or start with one of the examples below.
          </p>
        )}
        {messages.map((message) => (
          <p key={message.id} className={`rounded-2xl px-3.5 py-2 ${bubble[message.author]}`}>
            <span className="sr-only">{message.author === 'you' ? 'You: ' : 'Vanilla AI: '}</span>
            {message.text}
          </p>
        ))}
        {waiting > 0 && (
          <p className="mr-8 self-start rounded-2xl rounded-bl-md bg-neutral-100 px-3.5 py-2 text-neutral-600">
            Vanilla AI is typing…
          </p>
        )}
      </div>

      <div className="shrink-0 border-t border-neutral-100 px-5 py-4">
        <p id="chat-prompts" className="text-xs font-medium text-neutral-600">
          Try asking
        </p>
        <ul aria-labelledby="chat-prompts" className="mt-2 grid grid-cols-2 gap-2">
          {chatPrompts.map((prompt) => (
            <li key={prompt} className="flex">
              <button
                type="button"
                onClick={() => send(prompt)}
                className="w-full rounded-xl border border-brand-200 bg-brand-50 px-3 py-2 text-left text-xs font-medium text-brand-800 transition-colors hover:bg-brand-100"
              >
                {prompt}
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={onSubmit} className="mt-3 flex items-center gap-2">
          <label htmlFor="chat-message" className="sr-only">
            Message Vanilla AI
          </label>
          <input
            id="chat-message"
            type="text"
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Ask Vanilla AI…"
            className={`${inputClass} min-w-0 border-neutral-300`}
          />
          <button
            type="submit"
            aria-label="Send message"
            disabled={messageToSend(draft) === null}
            className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-brand-600"
          >
            <SendIcon className="size-5" />
          </button>
        </form>
      </div>
    </section>
  );
};
