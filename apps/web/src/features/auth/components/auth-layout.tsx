import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/icons';

type AuthLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card: links to the other account pages. */
  footer?: ReactNode;
};

/** The centred card of the sign-in, sign-up and password pages. */
export const AuthLayout = ({ title, subtitle, children, footer }: AuthLayoutProps) => (
  <div className="relative isolate flex justify-center px-4 py-10 sm:py-16">
    <div
      aria-hidden="true"
      className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_70%)]"
    />
    <div className="w-full max-w-md">
      <div className="flex flex-col items-center text-center">
        <BrandMark className="size-10" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-balance text-neutral-950 sm:text-3xl">
          {title}
        </h1>
        {subtitle && <p className="mt-2 text-sm text-neutral-600">{subtitle}</p>}
      </div>
      <div className="mt-8 rounded-2xl border border-neutral-200 bg-white p-5 shadow-xl shadow-neutral-900/5 sm:p-8">
        {children}
      </div>
      {footer && <div className="mt-6 text-center text-sm text-neutral-600">{footer}</div>}
    </div>
  </div>
);
