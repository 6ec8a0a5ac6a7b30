type SectionHeadingProps = {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
};

/** A public page's centred section title with a small line above it. */
export const SectionHeading = ({ id, eyebrow, title }: SectionHeadingProps) => (
  <div className="mx-auto max-w-2xl text-center">
    <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p>
    <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-neutral-950 sm:text-4xl">
      {title}
    </h2>
  </div>
);
