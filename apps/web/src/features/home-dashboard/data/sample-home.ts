import { DropletIcon, LeafIcon, RoofIcon, SnowflakeIcon } from '../../../components/icons';
import type {
  ClimateImpact,
  HomeCategory,
  HomePhoto,
  HomeNote,
  HomeTask,
  HomeValueEstimate,
} from '../types';

// The sample home every visitor starts from (001 "Homeowner demo area"). The notes keep their
// loose wording and spacing on purpose: Tidy Up has something to rewrite.

export const SAMPLE_ADDRESS = '1842 Maple Grove Lane, Austin, TX';

export const samplePhotos: HomePhoto[] = [
  {
    url: '/home-demo/front-exterior.svg',
    alt: 'Front of the house: white walls, a grey roof and a red front door',
    isShared: true,
  },
  {
    url: '/home-demo/kitchen.svg',
    alt: 'Kitchen with white cabinets, a window over the sink and a gas range',
    isShared: true,
  },
  {
    url: '/home-demo/living-room.svg',
    alt: 'Living room with a sofa, a floor lamp and a wall-mounted air conditioner',
    isShared: false,
  },
  {
    url: '/home-demo/backyard.svg',
    alt: 'Backyard with a lawn, a young tree and a wooden fence',
    isShared: false,
  },
];

export const sampleNotes: HomeNote[] = [
  {
    id: 'note-1',
    text: 'The upstairs bathroom faucet  seems to drip   overnight.',
    isShared: true,
  },
  {
    id: 'note-2',
    text: 'Living room gets  really warm in the afternoon, even with the AC on.',
    isShared: false,
  },
  {
    id: 'note-3',
    text: 'Back fence   seems loose near the gate after the last storm.',
    isShared: false,
  },
];

export const sampleTasks: HomeTask[] = [
  { id: 'task-1', text: 'Replace the HVAC air filter', isCompleted: true },
  { id: 'task-2', text: 'Test smoke and CO detectors', isCompleted: false },
  { id: 'task-3', text: 'Clean the gutters before fall', isCompleted: false },
  { id: 'task-4', text: 'Flush the water heater', isCompleted: false },
];

export const sampleCategories: HomeCategory[] = [
  {
    id: 'hvac',
    name: 'HVAC',
    summary: 'Central AC and gas furnace',
    detail: 'Last serviced March 2024',
    icon: SnowflakeIcon,
  },
  {
    id: 'roofing',
    name: 'Roofing',
    summary: 'Asphalt shingles, installed 2012',
    detail: 'Inspection due this fall',
    icon: RoofIcon,
  },
  {
    id: 'plumbing',
    name: 'Plumbing',
    summary: '50-gallon gas water heater',
    detail: '9 years old, flush yearly',
    icon: DropletIcon,
  },
  {
    id: 'landscaping',
    name: 'Landscaping',
    summary: 'Front and back lawn, 4 irrigation zones',
    detail: 'Sprinklers checked in April',
    icon: LeafIcon,
  },
];

export const sampleValueEstimate: HomeValueEstimate = {
  estimate: 612_000,
  low: 584_000,
  high: 641_000,
  changePercent: 4.2,
  history: [
    { label: 'Q3 2024', value: 587_000 },
    { label: 'Q4 2024', value: 591_000 },
    { label: 'Q1 2025', value: 598_000 },
    { label: 'Q2 2025', value: 604_000 },
    { label: 'Q3 2025', value: 612_000 },
  ],
};

export const sampleClimateImpact: ClimateImpact = {
  tonnesPerYear: 7.8,
  neighbourhoodTonnes: 9.1,
  breakdown: [
    { label: 'Heating and cooling', percent: 48 },
    { label: 'Water heating', percent: 19 },
    { label: 'Appliances and lighting', percent: 33 },
  ],
  tip: 'A heat pump in place of the furnace could save about 1.9 t a year.',
};
