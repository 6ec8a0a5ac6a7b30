import type { ReactNode } from 'react';

type MainContentProps = { children: ReactNode; className?: string };

/** The page's `<main>`, the target of the "Skip to content" link. */
export const MainContent = ({ children, className = '' }: MainContentProps) => (
  <main id="main" tabIndex={-1} className={`flex-1 focus:outline-none ${className}`}>
    {children}
  </main>
);
