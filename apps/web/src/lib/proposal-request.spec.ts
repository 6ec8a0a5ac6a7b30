import { describe, expect, it } from '@jest/globals';
import { proposalRequestState, proposalRequestText, readProposalRequest } from './proposal-request';

const client = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '+15125550142',
  address: '12 Oak St',
};

describe('proposal request state', () => {
  it('should read back what was sent', () => {
    const request = { client, request: 'AC blowing warm air' };
    expect(readProposalRequest(proposalRequestState(request))).toEqual(request);
  });

  it('should read nothing from other state', () => {
    expect(readProposalRequest(null)).toBeNull();
    expect(readProposalRequest({ businessType: 'HVAC' })).toBeNull();
    expect(readProposalRequest({ proposalRequest: { request: 'x' } })).toBeNull();
  });
});

describe('proposalRequestText', () => {
  it('should name the client and then the request', () => {
    expect(proposalRequestText({ client, request: 'New AC' })).toBe(
      [
        'Proposal for Maria Lopez',
        'Property address: 12 Oak St',
        'Client phone: +15125550142',
        'Client email: maria@example.com',
        'What the client asked for:\nNew AC',
      ].join('\n'),
    );
  });

  it('should leave out what is not known', () => {
    expect(
      proposalRequestText({
        client: { name: 'Bo', email: '', phone: '', address: '' },
        request: '',
      }),
    ).toBe('Proposal for Bo');
  });
});
