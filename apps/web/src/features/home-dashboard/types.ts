import type { ComponentType } from 'react';
import type { IconProps } from '../../components/icons';

// The homeowner demo's entities (000 §3, 001 §3): sample data held in the browser only.

export type HomePhoto = { url: string; alt: string; isShared: boolean };

export type HomeNote = { id: string; text: string; isShared: boolean };

export type HomeTask = { id: string; text: string; isCompleted: boolean };

export type HomeCategory = {
  id: string;
  name: string;
  summary: string;
  detail: string;
  icon: ComponentType<IconProps>;
};

export type HomeValueEstimate = {
  estimate: number;
  low: number;
  high: number;
  changePercent: number;
  /** Oldest first, one a quarter, ending with `estimate`. */
  history: { label: string; value: number }[];
};

export type ClimateImpact = {
  tonnesPerYear: number;
  /** What the neighbourhood's similar homes emit, for comparison. */
  neighbourhoodTonnes: number;
  breakdown: { label: string; percent: number }[];
  tip: string;
};
