import { useId, useState, type ChangeEvent } from 'react';
import { CameraIcon, ChevronLeftIcon, ChevronRightIcon, PlusIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { nextIndex, previousIndex } from '../../../lib/carousel-index';
import { samplePhotos } from '../data/sample-home';
import type { HomePhoto } from '../types';
import { addedPhoto, isImageFile, notAnImageMessage, toggleSharing } from '../utils/home-photos';
import { DashboardCard } from './dashboard-card';

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

const arrowClass =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-neutral-800 shadow-md ring-1 ring-black/5 transition-colors hover:bg-white';

/**
 * The home's photos, one at a time (001 "Homeowner demo area"): previous/next wrap both ways,
 * each photo is shared with contractors or kept private, and added photos must be images
 * (000 §5). Everything stays in this browser.
 */
export const PhotoCarousel = () => {
  const [photos, setPhotos] = useState<HomePhoto[]>(samplePhotos);
  const [index, setIndex] = useState(0);
  const [refused, setRefused] = useState<string[]>([]);
  const baseId = useId();
  const count = photos.length;
  const photo = photos[index];
  const sharedCount = photos.filter((item) => item.isShared).length;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems: string[] = [];
    const added: HomePhoto[] = [];
    for (const file of files) {
      if (!isImageFile(file)) {
        problems.push(notAnImageMessage(file.name));
        continue;
      }
      try {
        added.push(addedPhoto(await readAsDataUrl(file), file.name));
      } catch {
        problems.push(`${file.name} could not be read. Please choose another picture.`);
      }
    }
    setRefused(problems);
    if (added.length === 0) return;
    // The newest photo is shown, so the visitor sees it arrive.
    setIndex(photos.length + added.length - 1);
    setPhotos((current) => [...current, ...added]);
  };

  return (
    <DashboardCard
      title="Photos"
      icon={CameraIcon}
      actions={
        <label
          className={buttonClass(
            'secondary',
            'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
          )}
        >
          <PlusIcon className="size-4" />
          Add photo
          <input
            type="file"
            accept="image/*"
            multiple
            onChange={(event) => void onFiles(event)}
            className="sr-only"
          />
        </label>
      }
    >
      <div role="group" aria-roledescription="carousel" aria-label="Home photos">
        <div className="relative overflow-hidden rounded-xl bg-neutral-100 ring-1 ring-neutral-200">
          <img
            key={photo.url}
            src={photo.url}
            alt={photo.alt}
            className="aspect-[4/3] w-full animate-fade-in object-cover sm:aspect-[16/9]"
          />
          <Badge
            tone={photo.isShared ? 'emerald' : 'neutral'}
            className="absolute top-3 left-3 shadow-sm"
          >
            {photo.isShared ? 'Shared with contractors' : 'Private'}
          </Badge>
          <p className="absolute right-3 bottom-3 rounded-full bg-neutral-950/75 px-2.5 py-0.5 text-xs font-semibold text-white tabular-nums">
            {index + 1} / {count}
          </p>
          <button
            type="button"
            onClick={() => setIndex((value) => previousIndex(value, count))}
            aria-controls={`${baseId}-status`}
            aria-label="Previous photo"
            className={`${arrowClass} left-3`}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => setIndex((value) => nextIndex(value, count))}
            aria-controls={`${baseId}-status`}
            aria-label="Next photo"
            className={`${arrowClass} right-3`}
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
        <p id={`${baseId}-status`} aria-live="polite" className="sr-only">
          {`Photo ${index + 1} of ${count}: ${photo.alt}`}
        </p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
          <button
            type="button"
            role="switch"
            aria-checked={photo.isShared}
            onClick={() => setPhotos((current) => toggleSharing(current, index))}
            className="group -ml-1 flex items-center gap-3 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-neutral-800"
          >
            <span
              aria-hidden="true"
              className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${
                photo.isShared ? 'bg-emerald-600' : 'bg-neutral-300 group-hover:bg-neutral-400'
              }`}
            >
              <span
                className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
                  photo.isShared ? 'translate-x-6' : 'translate-x-1'
                }`}
              />
            </span>
            Share with contractors
          </button>
          <p className="text-sm text-neutral-600">
            {sharedCount} of {count} photos shared
          </p>
        </div>
        <ul className="mt-3 -mx-1 flex gap-2 overflow-x-auto p-1" aria-label="All photos">
          {photos.map((item, position) => (
            <li key={`${item.url}-${position}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={`Show photo ${position + 1} of ${count}`}
                aria-current={position === index || undefined}
                className={`block overflow-hidden rounded-lg ring-2 transition ${
                  position === index
                    ? 'ring-brand-600'
                    : 'opacity-70 ring-transparent hover:opacity-100'
                }`}
              >
                <img src={item.url} alt="" className="h-12 w-16 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      </div>
      {refused.length > 0 && (
        <Alert tone="error" className="mt-4" onDismiss={() => setRefused([])}>
          <ul>
            {refused.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
    </DashboardCard>
  );
};
