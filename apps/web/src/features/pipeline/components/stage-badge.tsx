import type { ContactStage } from '@vanilla/contracts';
import { stageTone, type StageTone } from '../utils/contact-rows';
import { Pill, type PillTone } from '../../../components/ui/pill';

const pillTone: Record<StageTone, PillTone> = { lead: 'amber', active: 'green', other: 'grey' };

export const StageBadge = ({ stage }: { stage: ContactStage }) => (
  <Pill tone={pillTone[stageTone(stage)]}>{stage}</Pill>
);
