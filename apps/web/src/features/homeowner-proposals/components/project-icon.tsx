import type { ComponentType } from 'react';
import {
  DropletIcon,
  LeafIcon,
  RoofIcon,
  SnowflakeIcon,
  type IconProps,
} from '../../../components/icons';
import type { ProjectType } from '../sample-data/sample-types';

const icons: Record<ProjectType, ComponentType<IconProps>> = {
  HVAC: SnowflakeIcon,
  Roofing: RoofIcon,
  Plumbing: DropletIcon,
  Landscaping: LeafIcon,
};

/** The project type's icon in a tinted tile. */
export const ProjectIcon = ({
  type,
  className = '',
}: {
  type: ProjectType;
  className?: string;
}) => {
  const TypeIcon = icons[type];
  return (
    <span
      className={`flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ${className}`}
    >
      <TypeIcon className="size-5" />
    </span>
  );
};
