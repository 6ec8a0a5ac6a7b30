import type { ReactNode } from 'react';

type PageContainerProps = {
  children: ReactNode;
  /** Tailwind max-width class of the content column. */
  width?: 'max-w-3xl' | 'max-w-5xl' | 'max-w-7xl';
};

/** A content page's column, under the same soft brand glow as the landing and pricing pages. */
export const PageContainer = ({ children, width = 'max-w-7xl' }: PageContainerProps) => (
  <div className="relative isolate">
    <div
      aria-hidden="true"
      className="absolute inset-x-0 -top-40 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_65%)]"
    />
    <div className={`mx-auto ${width} px-4 pt-10 pb-20 sm:px-6 sm:pt-14 lg:px-8`}>{children}</div>
  </div>
);
