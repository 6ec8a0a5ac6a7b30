import type { ArticleBlock, ArticleListItem } from '../types/blog-post';

const ListItem = ({ item }: { item: ArticleListItem }) =>
  typeof item === 'string' ? (
    <li className="pl-1">{item}</li>
  ) : (
    <li className="pl-1">
      <strong className="font-semibold text-neutral-900">{item.lead}</strong> {item.text}
    </li>
  );

const Block = ({ block }: { block: ArticleBlock }) => {
  switch (block.kind) {
    case 'heading':
      return (
        <h2 className="mt-10 text-2xl font-bold tracking-tight text-neutral-950">{block.text}</h2>
      );
    case 'paragraph':
      return <p className="mt-5">{block.text}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={`mt-5 space-y-2.5 pl-6 marker:text-brand-600 ${
            block.ordered ? 'list-decimal marker:font-semibold' : 'list-disc'
          }`}
        >
          {block.items.map((item) => (
            <ListItem key={typeof item === 'string' ? item : item.lead} item={item} />
          ))}
        </List>
      );
    }
    case 'script':
      return (
        <figure className="mt-6 rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:p-6">
          <figcaption className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {block.label}
          </figcaption>
          <blockquote className="mt-2 text-neutral-800 italic">“{block.text}”</blockquote>
        </figure>
      );
  }
};

/**
 * An article's body from its blocks. The text is plain strings that React escapes, so no markup
 * from the data ever reaches the page.
 */
export const ArticleBody = ({ body }: { body: readonly ArticleBlock[] }) => (
  <div className="text-base leading-7 text-neutral-700 sm:text-lg sm:leading-8 [&>:first-child]:mt-0">
    {body.map((block, index) => (
      <Block key={index} block={block} />
    ))}
  </div>
);
