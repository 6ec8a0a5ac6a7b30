import type { ComponentType } from 'react';
import type { IconProps } from '../icons';

type StepCardProps = {
  /** 1-based; shown as "01", "02", … */
  number: number;
  title: string;
  description: string;
  icon: ComponentType<IconProps>;
};

/** One numbered step of a "how it works" list, as an `<li>` of its `<ol>`. */
export const StepCard = ({ number, title, description, icon: StepIcon }: StepCardProps) => (
  <li className="relative rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
    <div className="flex items-center justify-between">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <StepIcon className="size-6" />
      </span>
      <span aria-hidden="true" className="text-3xl font-bold text-brand-400 tabular-nums">
        {String(number).padStart(2, '0')}
      </span>
    </div>
    <h3 className="mt-5 font-semibold text-neutral-900">{title}</h3>
    <p className="mt-1.5 text-sm text-neutral-600">{description}</p>
  </li>
);
