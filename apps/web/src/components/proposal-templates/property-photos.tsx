import type { ProposalPhotoView } from '@vanilla/contracts';
import { safePhotoUrl } from './safe-url';

type PropertyPhotosProps = {
  photos: ProposalPhotoView[];
  /** The section heading's classes, so each template keeps its own look. */
  headingClassName: string;
  className?: string;
};

/** The optional "Property Photos" section; nothing at all when there is no usable photo. */
export const PropertyPhotos = ({
  photos,
  headingClassName,
  className = '',
}: PropertyPhotosProps) => {
  const usable = photos
    .map((photo) => ({ ...photo, src: safePhotoUrl(photo.url) }))
    .filter((photo) => photo.src !== '');
  if (usable.length === 0) return null;
  return (
    <section aria-label="Property Photos" className={className}>
      <h2 className={headingClassName}>Property Photos</h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {usable.map((photo, index) => (
          <li key={`${index}-${photo.src.slice(0, 40)}`} className="break-inside-avoid">
            <figure>
              <img
                src={photo.src}
                alt={photo.caption || `Property photo ${index + 1}`}
                loading="lazy"
                referrerPolicy="no-referrer"
                className="aspect-[4/3] w-full rounded-lg bg-neutral-100 object-cover"
              />
              {photo.caption && (
                <figcaption className="mt-1.5 text-xs text-neutral-500">{photo.caption}</figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
};
