import { describe, expect, it } from '@jest/globals';
import { parseProposalMarkdown } from './parse-proposal-markdown';
import { knownAddress } from './template-props';

describe(knownAddress.name, () => {
  it('should give the property’s address when the proposal names one', () => {
    const proposal = parseProposalMarkdown('# Roof', { propertyAddress: ' 12 Elm St ' });
    expect(knownAddress(proposal)).toBe('12 Elm St');
  });

  it('should give nothing when the address fell back to the parser’s placeholder', () => {
    expect(knownAddress(parseProposalMarkdown('# Roof', {}))).toBeNull();
    expect(knownAddress(parseProposalMarkdown('# Roof', { propertyAddress: '' }))).toBeNull();
  });
});
