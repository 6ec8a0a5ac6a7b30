import { CheckCircleIcon } from '../../../components/icons';
import type { SectionBlock } from '../utils/proposal-document';

const Block = ({ block }: { block: SectionBlock }) => {
  switch (block.kind) {
    case 'text':
      return <p className="text-pretty text-neutral-700">{block.text}</p>;
    case 'list':
      return (
        <ul className="flex flex-col gap-2.5">
          {block.items.map((item) => (
            <li key={item} className="flex gap-3 text-neutral-700">
              <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      );
    case 'facts':
      return (
        <dl className="divide-y divide-neutral-100 rounded-xl border border-neutral-200 bg-white">
          {block.items.map(({ label, value }) => (
            <div
              key={label}
              className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:justify-between sm:gap-6"
            >
              <dt className="text-sm text-neutral-600">{label}</dt>
              <dd className="text-sm font-medium text-neutral-900 sm:text-right">{value}</dd>
            </div>
          ))}
          {block.total && (
            <div className="flex justify-between gap-6 rounded-b-xl bg-neutral-50 px-4 py-3">
              <dt className="font-semibold text-neutral-900">{block.total.label}</dt>
              <dd className="font-semibold text-neutral-900 tabular-nums">{block.total.value}</dd>
            </div>
          )}
        </dl>
      );
    case 'quotes':
      return (
        <ul className="grid gap-4 sm:grid-cols-2">
          {block.items.map(({ quote, name, place }) => (
            <li key={name} className="rounded-xl border border-neutral-200 bg-white p-4">
              <figure>
                <blockquote className="text-neutral-800">“{quote}”</blockquote>
                <figcaption className="mt-3 text-sm text-neutral-600">
                  <span className="font-semibold text-neutral-900">{name}</span> · {place}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="relative flex flex-col gap-5 border-l-2 border-brand-100 pl-6">
          {block.items.map(({ title, detail }) => (
            <li key={title} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-brand-600 ring-4 ring-white"
              />
              <p className="font-semibold text-neutral-900">{title}</p>
              <p className="mt-0.5 text-neutral-700">{detail}</p>
            </li>
          ))}
        </ol>
      );
    case 'projects':
      return (
        <ul className="grid gap-4 sm:grid-cols-3">
          {block.items.map(({ title, place, detail }) => (
            <li key={title} className="rounded-xl border border-neutral-200 bg-white p-4">
              <p className="font-semibold text-neutral-900">{title}</p>
              <p className="text-sm font-medium text-brand-700">{place}</p>
              <p className="mt-2 text-sm text-neutral-600">{detail}</p>
            </li>
          ))}
        </ul>
      );
  }
};

/** A section's content, block by block. */
export const SectionBlocks = ({ blocks }: { blocks: SectionBlock[] }) => (
  <div className="flex flex-col gap-4">
    {blocks.map((block, index) => (
      <Block key={index} block={block} />
    ))}
  </div>
);
