import { useId, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { nextIndex, previousIndex } from '../../../lib/carousel-index';
import { splitHighlights } from '../utils/highlight-phrases';
import { QuoteIcon } from './landing-icons';

type Testimonial = {
  text: string;
  highlights: string[];
  name: string;
  role: string;
};

// Sample quotes (000 §3: testimonial quote {text, highlight phrases}).
const testimonials: Testimonial[] = [
  {
    text: 'Since we switched on the AI receptionist we haven’t missed a single after-hours lead. It booked 14 showings in the first week alone.',
    highlights: ['haven’t missed a single after-hours lead', '14 showings in the first week'],
    name: 'Dana Whitfield',
    role: 'Broker, Whitfield Realty',
  },
  {
    text: 'My crews are on roofs all day. Now every caller gets an answer in seconds, and the quote request lands in my inbox with every detail.',
    highlights: ['an answer in seconds', 'with every detail'],
    name: 'Marcus Bell',
    role: 'Owner, Bell Roofing & Exteriors',
  },
  {
    text: 'It sounds natural, qualifies the lead and only hands us the calls worth taking. We got back nearly 20 hours of phone time last month.',
    highlights: ['qualifies the lead', 'nearly 20 hours of phone time'],
    name: 'Priya Nair',
    role: 'Operations Manager, Summit HVAC',
  },
];

const arrowClass =
  'flex size-11 items-center justify-center rounded-full border border-neutral-200 bg-white text-neutral-700 shadow-sm transition-colors hover:bg-neutral-50 hover:text-neutral-950';

type TestimonialCarouselProps = {
  /** Inside the dashboard's padded content area rather than full width on the public site. */
  inset: boolean;
};

/** Three quotes with previous/next and dots, wrapping both ways (000 §2, 001 §4). */
export const TestimonialCarousel = ({ inset }: TestimonialCarouselProps) => {
  const [index, setIndex] = useState(0);
  const baseId = useId();
  const count = testimonials.length;

  return (
    <section
      aria-labelledby={`${baseId}-title`}
      className={`mx-auto w-full max-w-4xl py-20 ${inset ? '' : 'px-4 sm:px-6'}`}
    >
      <div className="text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Testimonials</p>
        <h2
          id={`${baseId}-title`}
          className="mt-2 text-3xl font-bold tracking-tight text-neutral-950 sm:text-4xl"
        >
          Businesses that stopped missing calls
        </h2>
      </div>
      <div
        role="group"
        aria-roledescription="carousel"
        aria-label="Customer testimonials"
        className="mt-10"
      >
        {/* Every quote sits in the same grid cell, so the card keeps the tallest one's height. */}
        <div id={`${baseId}-slides`} aria-live="polite" className="grid">
          {testimonials.map((testimonial, position) => {
            const shown = position === index;
            return (
              <figure
                key={testimonial.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${count}`}
                aria-hidden={!shown || undefined}
                inert={!shown}
                className={`[grid-area:1/1] rounded-3xl bg-gradient-to-br from-brand-50 to-white px-6 py-10 text-center ring-1 ring-brand-100 transition-opacity duration-300 sm:px-12 ${
                  shown ? 'opacity-100' : 'invisible opacity-0'
                }`}
              >
                <QuoteIcon className="mx-auto size-9 text-brand-300" />
                <blockquote className="mt-4 text-lg leading-relaxed text-pretty text-neutral-800 sm:text-xl">
                  <p>
                    {splitHighlights(testimonial.text, testimonial.highlights).map((segment, at) =>
                      segment.highlighted ? (
                        <mark
                          key={at}
                          className="-mx-0.5 rounded box-decoration-clone bg-brand-100 px-0.5 font-semibold text-brand-900"
                        >
                          {segment.text}
                        </mark>
                      ) : (
                        <span key={at}>{segment.text}</span>
                      ),
                    )}
                  </p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold text-neutral-950">{testimonial.name}</span>
                  <span className="block text-sm text-neutral-600">{testimonial.role}</span>
                </figcaption>
              </figure>
            );
          })}
        </div>
        <div className="mt-6 flex items-center justify-center gap-4">
          <button
            type="button"
            onClick={() => setIndex((value) => previousIndex(value, count))}
            aria-controls={`${baseId}-slides`}
            aria-label="Previous testimonial"
            className={arrowClass}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <div className="flex items-center gap-1">
            {testimonials.map((testimonial, position) => (
              <button
                key={testimonial.name}
                type="button"
                onClick={() => setIndex(position)}
                aria-controls={`${baseId}-slides`}
                aria-label={`Testimonial ${position + 1} of ${count}, ${testimonial.name}`}
                aria-current={position === index || undefined}
                className="group flex size-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${
                    position === index
                      ? 'w-6 bg-brand-600'
                      : 'w-2.5 bg-neutral-300 group-hover:bg-neutral-400'
                  }`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => setIndex((value) => nextIndex(value, count))}
            aria-controls={`${baseId}-slides`}
            aria-label="Next testimonial"
            className={arrowClass}
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
};
