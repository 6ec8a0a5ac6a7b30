import type { NoteRow } from '@vanilla/contracts';
import { Link } from 'react-router';
import { env } from '../../../config/env';
import { noteLinkLabel, noteText, noteTypeLabels } from '../utils/note-rows';
import { formatMoment } from '../../../lib/format';
import { Pill, type PillTone } from '../../../components/ui/pill';

const typeTone: Record<NoteRow['type'], PillTone> = { ai: 'purple', voice: 'blue', text: 'grey' };

type NoteCardProps = {
  note: NoteRow;
  /** Where a note linked to a client leads; null for none (sample notes). */
  contactHref: ((id: string) => string) | null;
  /** The delete button; absent for sample notes. */
  onDelete?: (note: NoteRow) => void;
};

// A recording's path on the API (the app may be served from another origin in development).
const audioSrc = (url: string) =>
  /^(https?:|data:|blob:)/.test(url) ? url : `${env.apiUrl}${url}`;

/** A note (001 §2 Notes): its type, date, link to a client or team member, text or recording. */
export const NoteCard = ({ note, contactHref, onDelete }: NoteCardProps) => {
  const link = noteLinkLabel(note);
  const text = noteText(note);
  return (
    <article
      data-note-id={note.id}
      className="flex flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Pill tone={typeTone[note.type]}>{noteTypeLabels[note.type]}</Pill>
        <time dateTime={note.date} className="text-sm text-neutral-500">
          {formatMoment(note.date)}
        </time>
        {onDelete && (
          <button
            type="button"
            onClick={() => onDelete(note)}
            className="ml-auto rounded-lg px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            Delete<span className="sr-only"> note from {formatMoment(note.date)}</span>
          </button>
        )}
      </header>
      {text && <p className="text-sm whitespace-pre-line text-neutral-800">{text}</p>}
      {note.audio_url && (
        <audio controls preload="none" src={audioSrc(note.audio_url)} className="w-full">
          <track kind="captions" />
        </audio>
      )}
      {link && (
        <p className="text-sm text-neutral-600">
          {note.linkedTo?.type === 'client' && contactHref ? (
            <Link
              to={contactHref(note.linkedTo.id)}
              className="font-medium text-brand-700 hover:underline"
            >
              {link}
            </Link>
          ) : (
            link
          )}
        </p>
      )}
    </article>
  );
};
