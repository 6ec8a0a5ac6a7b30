import { StarIcon } from '../icons';

type StarRatingProps = {
  /** On the 1–5 scale. */
  rating: number;
  /** How many reviews the rating comes from, when known. */
  reviews?: number;
  className?: string;
};

/** "★ 4.8 (132 reviews)": one star and the figure, read out as "4.8 out of 5". */
export const StarRating = ({ rating, reviews, className = '' }: StarRatingProps) => (
  <span className={`inline-flex items-center gap-1 text-sm whitespace-nowrap ${className}`}>
    <StarIcon className="size-4 shrink-0 fill-amber-400 text-amber-500" />
    <span className="font-semibold text-neutral-900">{rating.toFixed(1)}</span>
    <span className="sr-only">out of 5</span>
    {reviews !== undefined && (
      <span className="text-neutral-600">
        ({reviews.toLocaleString('en-US')} {reviews === 1 ? 'review' : 'reviews'})
      </span>
    )}
  </span>
);
