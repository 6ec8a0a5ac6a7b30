import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:hover:bg-brand-600',
  secondary:
    'border border-neutral-200 bg-white text-neutral-800 hover:bg-neutral-50 disabled:hover:bg-white',
  danger: 'border border-red-200 bg-white text-red-700 hover:bg-red-50 disabled:hover:bg-white',
  ghost: 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900',
};

/** The classes of a button, for links that look like one. */
export const buttonClass = (variant: ButtonVariant = 'primary', extra = ''): string =>
  `${base} ${variants[variant]} ${extra}`.trim();

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export const Button = ({ variant = 'primary', className = '', type, ...props }: ButtonProps) => (
  <button type={type ?? 'button'} className={buttonClass(variant, className)} {...props} />
);
