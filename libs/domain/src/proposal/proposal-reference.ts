// The professional template's reference (001 §2: "PRO-" and four digits), derived from the
// proposal id so the preview, every load of the shared page and the certificate show the same one.
// FNV-1a (32-bit) spreads ids evenly over the 10,000 references; it names, it does not identify.
export const proposalReference = (proposalId: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < proposalId.length; i += 1) {
    hash ^= proposalId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `PRO-${String(hash % 10_000).padStart(4, '0')}`;
};
