import type { ImportContactRow } from '@vanilla/contracts/dto';

export const importFields = ['name', 'email', 'phone', 'address', 'tags'] as const;
export type ImportField = (typeof importFields)[number];

export const importFieldLabels: Record<ImportField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  tags: 'Tags',
};

/** For each field, the index of the file's column it reads, or null for none. */
export type ColumnMapping = Record<ImportField, number | null>;

// Headers people give these columns, most telling first. A header is compared without case,
// spaces, dashes or underscores ("E-mail Address" → "emailaddress").
const synonyms: Record<ImportField, readonly string[]> = {
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'mobile', 'cell', 'cellphone', 'telephone', 'tel'],
  tags: ['tags', 'tag', 'labels', 'label', 'groups'],
  address: ['address', 'streetaddress', 'propertyaddress', 'street', 'location'],
  name: ['name', 'fullname', 'clientname', 'customername', 'contactname', 'client', 'customer'],
};
// Looser: the header merely contains one of these.
const fragments: Record<ImportField, readonly string[]> = {
  email: ['email', 'mail'],
  phone: ['phone', 'mobile', 'cell'],
  tags: ['tag', 'label'],
  address: ['address', 'street'],
  name: ['name'],
};

const simplify = (header: string) => header.toLowerCase().replace(/[\s_\-.]/g, '');

/** Guesses which column holds each field from the headers; no column is used twice. */
export const guessColumns = (headers: readonly string[]): ColumnMapping => {
  const simple = headers.map(simplify);
  const used = new Set<number>();
  const mapping: ColumnMapping = {
    name: null,
    email: null,
    phone: null,
    address: null,
    tags: null,
  };
  const pick = (field: ImportField, test: (header: string) => boolean) => {
    if (mapping[field] !== null) return;
    const index = simple.findIndex((header, at) => !used.has(at) && test(header));
    if (index === -1) return;
    mapping[field] = index;
    used.add(index);
  };
  // Exact names first for every field, so "Email" is not taken as a name by "name" fragments.
  const order: ImportField[] = ['email', 'phone', 'tags', 'address', 'name'];
  for (const field of order) {
    for (const synonym of synonyms[field]) pick(field, (header) => header === synonym);
  }
  for (const field of order) {
    for (const fragment of fragments[field]) {
      pick(field, (header) => header.includes(fragment) && !/company|business|user/.test(header));
    }
  }
  return mapping;
};

/** The file's rows as the import request sends them: mapped, trimmed, empty rows left out. */
export const mapRows = (
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
): ImportContactRow[] =>
  rows.flatMap((row) => {
    const mapped: ImportContactRow = {};
    for (const field of importFields) {
      const index = mapping[field];
      const value = index === null ? '' : (row[index] ?? '').trim();
      if (value !== '') mapped[field] = value;
    }
    return Object.keys(mapped).length === 0 ? [] : [mapped];
  });
