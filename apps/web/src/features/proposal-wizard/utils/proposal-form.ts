import { DEFAULT_DEPOSIT_PERCENT, proposalCategories } from '@vanilla/contracts';
import type {
  FormTemplateChoice,
  GeneratedProposal,
  ProposalCategory,
  ProposalHeader,
} from '@vanilla/contracts';
import type { GenerateProposalRequest } from '@vanilla/contracts/dto';
import { proposalDefaults } from '../../../components/proposal-templates/parse-proposal-markdown';
import { isRecord } from '../../../lib/generated-proposal';

// The wizard's Proposal form (001 §3): every field the spec lists, as the inputs hold them (text),
// with an id on each list item so React can keep rows apart while they are added and removed.

export type Milestone = { id: string; title: string; description: string; date: string };

export type FinancingOption = {
  id: string;
  name: string;
  description: string;
  monthlyPayment: string;
  interestRate: string;
  term: string;
};

export type ExtendedWarrantyOption = {
  id: string;
  name: string;
  duration: string;
  price: string;
  description: string;
};

export type Testimonial = {
  id: string;
  name: string;
  location: string;
  /** 1 to 5, default 5 (001 §9). */
  rating: number;
  comment: string;
};

/** A photo already downscaled to a JPEG data URL. */
export type PhotoDraft = { id: string; name: string; data: string; caption: string };

export type PriceOptions = { basic: string; standard: string; premium: string };

export type ProposalForm = {
  proposalName: string;
  category: ProposalCategory | '';
  companyName: string;
  licenseNumber: string;
  companyAddress: string;
  companyPhone: string;
  companyEmail: string;
  clientName: string;
  clientAddress: string;
  clientPhone: string;
  clientEmail: string;
  propertyAddress: string;
  propertyDescription: string;
  systemType: string;
  systemDetails: string;
  systemRequirements: string;
  projectStartDate: string;
  projectDuration: string;
  projectMilestones: Milestone[];
  priceOptions: PriceOptions;
  // The deposit asked at signing: a percent of the total, or a fixed amount (which wins when set);
  // both empty, none.
  depositPercent: string;
  depositAmount: string;
  financingOptions: FinancingOption[];
  warrantyDuration: string;
  warrantyDetails: string;
  extendedWarrantyOptions: ExtendedWarrantyOption[];
  testimonials: Testimonial[];
  photos: PhotoDraft[];
};

/** Text fields of the form (not the lists or the price options). */
export type TextFieldName = {
  [Key in keyof ProposalForm]: ProposalForm[Key] extends string ? Key : never;
}[keyof ProposalForm];

let lastId = 0;
export const newItemId = (): string => {
  lastId += 1;
  return `item-${lastId}`;
};

export const newMilestone = (): Milestone => ({
  id: newItemId(),
  title: '',
  description: '',
  date: '',
});

export const newFinancingOption = (): FinancingOption => ({
  id: newItemId(),
  name: '',
  description: '',
  monthlyPayment: '',
  interestRate: '',
  term: '',
});

export const newExtendedWarrantyOption = (): ExtendedWarrantyOption => ({
  id: newItemId(),
  name: '',
  duration: '',
  price: '',
  description: '',
});

export const newTestimonial = (): Testimonial => ({
  id: newItemId(),
  name: '',
  location: '',
  rating: 5,
  comment: '',
});

export const emptyForm = (): ProposalForm => ({
  proposalName: '',
  category: '',
  companyName: '',
  licenseNumber: '',
  companyAddress: '',
  companyPhone: '',
  companyEmail: '',
  clientName: '',
  clientAddress: '',
  clientPhone: '',
  clientEmail: '',
  propertyAddress: '',
  propertyDescription: '',
  systemType: '',
  systemDetails: '',
  systemRequirements: '',
  projectStartDate: '',
  projectDuration: '',
  projectMilestones: [],
  priceOptions: { basic: '', standard: '', premium: '' },
  // The spec's sample terms ask 20 % at signing.
  depositPercent: String(DEFAULT_DEPOSIT_PERCENT),
  depositAmount: '',
  financingOptions: [],
  warrantyDuration: '',
  warrantyDetails: '',
  extendedWarrantyOptions: [],
  testimonials: [],
  photos: [],
});

const isoDate = (date: Date): string => {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

const daysFrom = (start: Date, days: number): Date =>
  new Date(start.getFullYear(), start.getMonth(), start.getDate() + days);

/**
 * Dev Mode's sample (001 §2, §9): a realistic HVAC job with the spec's financing, extended warranty
 * and milestone presets, and no photos (there is no sample picture to attach).
 */
export const sampleForm = (today = new Date()): ProposalForm => {
  const start = daysFrom(today, 14);
  return {
    proposalName: 'Whole-Home Heat Pump Upgrade',
    category: 'HVAC',
    companyName: 'Summit Comfort Heating & Air',
    licenseNumber: 'CA C-20 #1048213',
    companyAddress: '2150 Industrial Way, Sacramento, CA 95815',
    companyPhone: '(916) 555-0142',
    companyEmail: 'office@summitcomfort.example',
    clientName: 'Jordan Ellis',
    clientAddress: '418 Maple Grove Lane, Sacramento, CA 95819',
    clientPhone: '(916) 555-0187',
    clientEmail: 'jordan.ellis@example.com',
    propertyAddress: '418 Maple Grove Lane, Sacramento, CA 95819',
    propertyDescription:
      'Two-story, 2,400 sq ft single-family home built in 1998. The 20-year-old 4-ton AC and 80% gas furnace sit in the attic; the upstairs bedrooms run 6 to 8 degrees warmer than downstairs in summer, and the owners want lower energy bills.',
    systemType: 'Variable-speed heat pump with matching air handler',
    systemDetails:
      '4-ton, 20 SEER2 / 10 HSPF2 variable-speed heat pump; matching variable-speed air handler with 10 kW backup heat strip; Wi-Fi smart thermostat with two-zone control; new insulated line set, condensate safety switch and MERV 13 media filter cabinet.',
    systemRequirements:
      'Manual J load calculation before ordering equipment; remove and recycle the existing AC, furnace and refrigerant; new 240 V / 40 A dedicated circuit and outdoor disconnect; seal and re-insulate attic ducts to R-8; city mechanical permit and final inspection; attic access cleared by the homeowner before day one.',
    projectStartDate: isoDate(start),
    projectDuration: '3 days',
    projectMilestones: [
      {
        id: newItemId(),
        title: 'Initial Assessment',
        description: 'Load calculation, duct leakage test and final equipment sizing.',
        date: isoDate(start),
      },
      {
        id: newItemId(),
        title: 'Installation Begins',
        description: 'Old equipment removed; electrical circuit and line set run.',
        date: isoDate(daysFrom(start, 1)),
      },
      {
        id: newItemId(),
        title: 'System Installation Complete',
        description: 'Start-up, commissioning, thermostat setup and homeowner walkthrough.',
        date: isoDate(daysFrom(start, 3)),
      },
    ],
    priceOptions: { basic: '$12,400', standard: '$15,900', premium: '$19,750' },
    depositPercent: String(DEFAULT_DEPOSIT_PERCENT),
    depositAmount: '',
    financingOptions: [
      {
        id: newItemId(),
        name: 'Low Monthly Payment',
        description: 'Spread the cost over five years with a fixed rate.',
        monthlyPayment: '199',
        interestRate: '5.99',
        term: '60 months',
      },
      {
        id: newItemId(),
        name: 'Same as Cash',
        description: 'No interest when paid in full within twelve months.',
        monthlyPayment: '850',
        interestRate: '0',
        term: '12 months',
      },
    ],
    warrantyDuration: '10 years parts, 2 years labor',
    warrantyDetails:
      "Manufacturer's 10-year parts warranty on the heat pump and air handler once registered, plus our 2-year workmanship warranty covering every connection, circuit and duct we touch.",
    extendedWarrantyOptions: [
      {
        id: newItemId(),
        name: 'Extended Labor Protection',
        duration: '5 additional years',
        price: '1,200',
        description: 'Labor for covered repairs at no charge, including after-hours calls.',
      },
      {
        id: newItemId(),
        name: 'Comfort Club Maintenance',
        duration: '3 additional years',
        price: '800',
        description: 'Two tune-ups a year, priority scheduling and 15% off repairs.',
      },
    ],
    testimonials: [
      {
        id: newItemId(),
        name: 'Maria Gonzalez',
        location: 'East Sacramento',
        rating: 5,
        comment:
          'They finished a day early, left the attic cleaner than they found it, and our upstairs finally stays cool.',
      },
      {
        id: newItemId(),
        name: 'Dave Chen',
        location: 'Elk Grove',
        rating: 5,
        comment:
          'Clear pricing, no pressure, and our first summer electric bill dropped by a third.',
      },
    ],
    photos: [],
  };
};

// The header's own defaults stand for "not said": they are no facts to fill a field with.
const headerFact = (value: string, placeholder: string): string =>
  value.trim() === placeholder ? '' : value.trim();

/**
 * What a written header really says: each field the writer left at its placeholder ("Client",
 * "Property Address", "HVAC Company") is empty, so no placeholder is ever sent as a fact.
 */
export const statedHeader = (header: ProposalHeader): ProposalHeader => ({
  ...header,
  companyName: headerFact(header.companyName, proposalDefaults.companyName),
  clientName: headerFact(header.clientName, proposalDefaults.clientName),
  propertyAddress: headerFact(header.propertyAddress, proposalDefaults.propertyAddress),
});

/**
 * The form for a proposal written from notes (the landing prompt, voice): the facts its header
 * holds and nothing else, so "Rewrite from details" keeps them and no other fact is made up.
 */
export const formFromProposal = ({ header }: GeneratedProposal): ProposalForm => {
  const proposalName = headerFact(header.title, proposalDefaults.title);
  const { companyName, clientName, propertyAddress } = statedHeader(header);
  return {
    ...emptyForm(),
    proposalName,
    category:
      proposalCategories.find((category) =>
        new RegExp(`\\b${category}\\b`, 'i').test(proposalName),
      ) ?? '',
    companyName,
    clientName,
    propertyAddress,
  };
};

// Each text field of `shape` that `source` holds as text; everything else stays as in `shape`.
const withStoredText = <Shape extends object>(shape: Shape, source: unknown): Shape => {
  if (!isRecord(source)) return shape;
  const filled = { ...shape };
  for (const key of Object.keys(shape) as Array<keyof Shape & string>) {
    const value = source[key];
    if (typeof shape[key] === 'string' && typeof value === 'string') {
      filled[key] = value as Shape[typeof key];
    }
  }
  return filled;
};

// Stored rows get new ids: the counter starts again after a reload, and ids must stay unique.
const storedItems = <Item extends { id: string }>(source: unknown, create: () => Item): Item[] =>
  Array.isArray(source)
    ? source.map((entry: unknown) => {
        const item = create();
        return { ...withStoredText(item, entry), id: item.id };
      })
    : [];

const storedRating = (source: unknown): number => {
  const rating = isRecord(source) ? source.rating : undefined;
  return typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5
    ? rating
    : 5;
};

/** A form read back from the browser's storage: what is there and well formed, the rest empty. */
export const parseProposalForm = (value: unknown): ProposalForm => {
  const source = isRecord(value) ? value : {};
  const form = withStoredText(emptyForm(), source);
  const testimonials = Array.isArray(source.testimonials) ? source.testimonials : [];
  return {
    ...form,
    category: proposalCategories.find((category) => category === source.category) ?? '',
    priceOptions: withStoredText(form.priceOptions, source.priceOptions),
    projectMilestones: storedItems(source.projectMilestones, newMilestone),
    financingOptions: storedItems(source.financingOptions, newFinancingOption),
    extendedWarrantyOptions: storedItems(source.extendedWarrantyOptions, newExtendedWarrantyOption),
    testimonials: storedItems(testimonials, newTestimonial).map((testimonial, index) => ({
      ...testimonial,
      rating: storedRating(testimonials[index]),
    })),
    photos: storedItems(source.photos, () => ({
      id: newItemId(),
      name: '',
      data: '',
      caption: '',
    })).filter((photo) => photo.data !== ''),
  };
};

const listOrUndefined = <Item>(items: Item[]): Item[] | undefined =>
  items.length === 0 ? undefined : items;

/** The body of POST /api/generate-proposal; empty fields are left for the writer's defaults. */
export const toGenerateRequest = (
  form: ProposalForm,
  templateChoice: FormTemplateChoice,
): GenerateProposalRequest => ({
  proposalName: form.proposalName,
  category: form.category === '' ? undefined : form.category,
  companyName: form.companyName,
  licenseNumber: form.licenseNumber,
  companyAddress: form.companyAddress,
  companyPhone: form.companyPhone,
  companyEmail: form.companyEmail,
  clientName: form.clientName,
  clientAddress: form.clientAddress,
  clientPhone: form.clientPhone,
  clientEmail: form.clientEmail,
  propertyAddress: form.propertyAddress,
  propertyDescription: form.propertyDescription,
  systemType: form.systemType,
  systemDetails: form.systemDetails,
  systemRequirements: form.systemRequirements,
  projectStartDate: form.projectStartDate,
  projectDuration: form.projectDuration,
  projectMilestones: listOrUndefined(form.projectMilestones.map(({ id: _id, ...rest }) => rest)),
  priceOptions: form.priceOptions,
  financingOptions: listOrUndefined(form.financingOptions.map(({ id: _id, ...rest }) => rest)),
  warrantyDuration: form.warrantyDuration,
  warrantyDetails: form.warrantyDetails,
  extendedWarrantyOptions: listOrUndefined(
    form.extendedWarrantyOptions.map(({ id: _id, ...rest }) => rest),
  ),
  testimonials: listOrUndefined(form.testimonials.map(({ id: _id, ...rest }) => rest)),
  templateChoice,
  photos: listOrUndefined(form.photos.map(({ data, caption }) => ({ data, caption }))),
});

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A blank email is fine (optional); anything else must look like an address. */
export const isValidOptionalEmail = (value: string): boolean =>
  value.trim() === '' || EMAIL_PATTERN.test(value.trim());
