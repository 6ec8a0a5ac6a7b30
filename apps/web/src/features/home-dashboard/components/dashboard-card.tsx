import { useId, type ComponentType, type ReactNode } from 'react';
import type { IconProps } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';

type DashboardCardProps = {
  title: string;
  icon: ComponentType<IconProps>;
  /** Beside the title: the card's own controls. */
  actions?: ReactNode;
  /** Marks figures a visitor could take for real ones about their home. */
  sample?: boolean;
  children: ReactNode;
  className?: string;
};

/** One panel of the home dashboard: a titled white card. */
export const DashboardCard = ({
  title,
  icon: CardIcon,
  actions,
  sample = false,
  children,
  className = '',
}: DashboardCardProps) => {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <CardIcon className="size-5" />
          </span>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id={titleId} className="text-lg font-semibold text-neutral-950">
              {title}
            </h2>
            {sample && <SampleDataBadge />}
          </div>
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
};

export const SampleDataBadge = () => <Badge tone="amber">Sample data</Badge>;
