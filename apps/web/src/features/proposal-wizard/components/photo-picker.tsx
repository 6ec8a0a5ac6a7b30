import { PROPOSAL_PHOTOS_MAX } from '@vanilla/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { CloseIcon, PlusIcon } from '../../../components/icons';
import { downscaleImage } from '../utils/downscale-image';
import { newItemId, type PhotoDraft } from '../utils/proposal-form';
import { inputClass } from './form-controls';

type PhotoPickerProps = { photos: PhotoDraft[]; onChange: (photos: PhotoDraft[]) => void };

/**
 * Property photos (images only, 000 §5), each scaled down in the browser to a JPEG of at most
 * 1600 px before it joins the form, with an optional caption.
 */
export const PhotoPicker = ({ photos, onChange }: PhotoPickerProps) => {
  const inputId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setBusy(true);
    const found: string[] = [];
    const added: PhotoDraft[] = [];
    for (const file of files) {
      if (photos.length + added.length >= PROPOSAL_PHOTOS_MAX) {
        found.push(
          `At most ${PROPOSAL_PHOTOS_MAX} photos can be attached; ${file.name} was left out.`,
        );
        continue;
      }
      if (!file.type.startsWith('image/')) {
        found.push(`${file.name} is not an image. Only image files can be added.`);
        continue;
      }
      try {
        added.push({
          id: newItemId(),
          name: file.name,
          data: await downscaleImage(file),
          caption: '',
        });
      } catch {
        found.push(`${file.name} could not be read. Please choose a JPEG, PNG or WebP picture.`);
      }
    }
    setBusy(false);
    setProblems(found);
    if (added.length > 0) onChange([...photos, ...added]);
  };

  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-neutral-800">Property photos</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => (
          <figure
            key={photo.id}
            className="relative overflow-hidden rounded-xl border border-neutral-200 bg-white"
          >
            <img
              src={photo.data}
              alt={photo.caption || `Photo ${index + 1}: ${photo.name}`}
              className="aspect-[4/3] w-full object-cover"
            />
            <button
              type="button"
              onClick={() => onChange(photos.filter((item) => item.id !== photo.id))}
              aria-label={`Remove photo ${index + 1}`}
              className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full bg-white/90 text-neutral-700 shadow transition-colors hover:bg-red-50 hover:text-red-700"
            >
              <CloseIcon className="size-4" />
            </button>
            <figcaption className="p-2">
              <label className="sr-only" htmlFor={`${inputId}-${photo.id}`}>
                Caption for photo {index + 1}
              </label>
              <input
                id={`${inputId}-${photo.id}`}
                value={photo.caption}
                placeholder="Caption"
                onChange={(event) =>
                  onChange(
                    photos.map((item) =>
                      item.id === photo.id ? { ...item, caption: event.target.value } : item,
                    ),
                  )
                }
                className={`${inputClass} py-1.5`}
              />
            </figcaption>
          </figure>
        ))}
        {photos.length < PROPOSAL_PHOTOS_MAX && (
          <label
            htmlFor={inputId}
            className="flex aspect-[4/3] cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-neutral-300 bg-neutral-50 text-sm font-medium text-neutral-600 transition-colors focus-within:outline-2 focus-within:outline-brand-600 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700"
          >
            <PlusIcon className="size-5" />
            {busy ? 'Preparing photos…' : 'Add photos'}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              multiple
              disabled={busy}
              aria-describedby={hintId}
              onChange={(event) => void onFiles(event)}
              className="sr-only"
            />
          </label>
        )}
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-neutral-500">
        Images only, up to {PROPOSAL_PHOTOS_MAX}. Large pictures are scaled down before they are
        sent.
      </p>
      {problems.length > 0 && (
        <ul role="alert" className="mt-2 list-disc pl-5 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
};
