import { sharedProposal } from './proposal-fixtures.js';
import { DeciderSpecification } from '../testing.js';
import { fold } from '../decider/decider.js';
import { proposalDecider } from './proposal-decider.js';
import type { ProposalChoice } from './proposal-offer.js';
import type {
  ProposalConsentGiven,
  ProposalEvent,
  ProposalShared,
  ProposalSigned,
} from './proposal-events.js';
import type { SendProposal, ShareProposal, SignProposal } from './proposal-commands.js';

const proposalId = 'p-1';
const at = '2026-11-22T10:00:00.000Z';

const generated: ProposalEvent = {
  type: 'ProposalGenerated',
  data: {
    proposalId,
    companyId: 'c-1',
    creatorId: 'u-1',
    source: 'form',
    templateChoice: 'vanilla',
    title: 'HVAC Proposal',
    generatedAt: at,
  },
};

const shared: ProposalShared = sharedProposal({ proposalId, sharedAt: at });

const viewed: ProposalEvent = {
  type: 'ProposalViewed',
  data: { proposalId, ipHash: 'ip', userAgent: 'ua', viewedAt: at },
};

const { title: _title, value: _value, sharedAt: _sharedAt, ...shareData } = shared.data;
const shareCommand: ShareProposal = { type: 'ShareProposal', data: { ...shareData, value: null } };

const signCommand: SignProposal = {
  type: 'SignProposal',
  data: {
    proposalId,
    signerName: 'Dana Client',
    signerEmail: 'dana@example.com',
    signatureHash: 'png-hash',
    contentHash: 'hash-of-content',
    ip: '203.0.113.9',
    userAgent: 'ua',
    consent: { disclosureVersion: '2026-11-27', disclosureHash: 'disclosure-hash' },
    optionId: null,
    addOnIds: [],
    agreementHash: null,
  },
};

const {
  consent: _consent,
  optionId: _optionId,
  addOnIds: _addOnIds,
  agreementHash: _agreementHash,
  ...signedByCommand
} = signCommand.data;

const consented: ProposalConsentGiven = {
  type: 'ProposalConsentGiven',
  data: {
    proposalId,
    signerName: 'Dana Client',
    signerEmail: 'dana@example.com',
    disclosureVersion: '2026-11-27',
    disclosureHash: 'disclosure-hash',
    ip: '203.0.113.9',
    userAgent: 'ua',
    consentedAt: at,
  },
};

const signed: ProposalSigned = {
  type: 'ProposalSigned',
  data: {
    ...signedByCommand,
    title: 'HVAC Proposal',
    companyName: 'Cool Air',
    ip: '203.0.113.9',
    userAgent: 'ua',
    signedAt: at,
  },
};

const deleted: ProposalEvent = {
  type: 'ProposalDeleted',
  data: { proposalId, deletedBy: 'u-1', deletedAt: at },
};

const given = (events: ProposalEvent[]) =>
  DeciderSpecification.for(proposalDecider, { now: new Date(at) }).given(events);

const generateCommand = {
  type: 'GenerateProposal' as const,
  data: {
    proposalId,
    companyId: 'c-1',
    creatorId: 'u-1',
    source: 'form' as const,
    templateChoice: 'vanilla' as const,
    title: 'HVAC Proposal',
  },
};
const viewCommand = {
  type: 'RecordProposalView' as const,
  data: { proposalId, ipHash: 'ip', userAgent: 'ua' },
};
const deleteCommand = {
  type: 'DeleteProposal' as const,
  data: { proposalId, deletedBy: 'u-1' },
};

describe('proposalDecider', () => {
  describe('GenerateProposal', () => {
    it('should record ProposalGenerated when the stream is new', () => {
      given([]).when(generateCommand).then([generated]);
    });

    it('should refuse when the proposal already exists', () => {
      given([generated]).when(generateCommand).thenThrows('ProposalAlreadyExists');
    });
  });

  describe('ShareProposal', () => {
    it('should record the content hash when a generated proposal is shared', () => {
      given([generated]).when(shareCommand).then([shared]);
    });

    it('should take the title from the heading and the value from the price when none is stated', () => {
      given([generated])
        .when({
          ...shareCommand,
          data: {
            ...shareCommand.data,
            content: 'Intro\n\nA new heat pump.',
            keySellingPoints: { ...shareCommand.data.keySellingPoints, price: '$12.5k' },
          },
        })
        .then([
          {
            ...shared,
            data: {
              ...shared.data,
              title: 'HVAC Proposal',
              content: 'Intro\n\nA new heat pump.',
              keySellingPoints: { ...shared.data.keySellingPoints, price: '$12.5k' },
              value: 12500,
            },
          },
        ]);
      given([generated])
        .when({ ...shareCommand, data: { ...shareCommand.data, value: 9000 } })
        .then([{ ...shared, data: { ...shared.data, value: 9000 } }]);
    });

    it('should refuse a second share', () => {
      given([generated, shared]).when(shareCommand).thenThrows('ProposalAlreadyShared');
    });

    it('should refuse to share a deleted proposal', () => {
      given([generated, deleted]).when(shareCommand).thenThrows('ProposalDeleted');
    });
  });

  describe('RecordProposalView', () => {
    it('should record every view of a shared proposal, signed or not', () => {
      given([shared, viewed, signed]).when(viewCommand).then([viewed]);
    });

    it('should mark the first view only, so its creator is told once', () => {
      given([generated, shared])
        .when(viewCommand)
        .then([{ ...viewed, data: { ...viewed.data, first: true } }]);
      given([generated, shared, { ...viewed, data: { ...viewed.data, first: true } }])
        .when(viewCommand)
        .then([viewed]);
    });

    it('should refuse a view before the proposal is shared', () => {
      given([generated]).when(viewCommand).thenThrows('ProposalNotShared');
    });

    it('should refuse a view after deletion', () => {
      given([shared, deleted]).when(viewCommand).thenThrows('ProposalDeleted');
    });
  });

  describe('SignProposal', () => {
    it('should record the consent, then the signature with the shared content hash when signed', () => {
      given([generated, shared, viewed]).when(signCommand).then([consented, signed]);
    });

    it('should keep the status accepted and count no view when the consent is replayed', () => {
      const state = [generated, shared, viewed, consented, signed].reduce(
        proposalDecider.evolve,
        proposalDecider.initialState(),
      );
      expect(state).toMatchObject({ lifecycle: 'accepted', viewCount: 1, messageCount: 0 });
    });

    describe('with price options and add-ons', () => {
      const offered: ProposalShared = {
        ...shared,
        data: {
          ...shared.data,
          priceOptions: [
            { id: 'basic', name: 'Basic', price: 12_400, description: '', recommended: false },
            { id: 'standard', name: 'Standard', price: 15_900, description: '', recommended: true },
            {
              id: 'premium',
              name: 'Premium',
              price: 19_750.5,
              description: 'Top',
              recommended: false,
            },
          ],
          addOns: [
            { id: 'labor', name: 'Extended labor, 5 years', price: 1_200.25 },
            { id: 'thermostat', name: 'Smart thermostat', price: 349.5 },
          ],
        },
      };
      const signedWith = (choice: ProposalChoice): ProposalSigned => ({
        ...signed,
        data: { ...signed.data, choice, agreementHash: 'agreement-hash' },
      });
      const choosing = (optionId: string | null, addOnIds: string[]) => ({
        ...signCommand,
        data: { ...signCommand.data, optionId, addOnIds, agreementHash: 'agreement-hash' },
      });

      it('should name and price the chosen option and add-ons with their total when signed', () => {
        given([offered])
          .when(choosing('premium', ['labor']))
          .then([
            consented,
            signedWith({
              option: { id: 'premium', name: 'Premium', price: 19_750.5 },
              addOns: [{ id: 'labor', name: 'Extended labor, 5 years', price: 1_200.25 }],
              total: 20_950.75,
            }),
          ]);
      });

      it('should refuse a signature that picks no option when the proposal offers some', () => {
        given([offered])
          .when(choosing(null, ['labor']))
          .thenThrows('PriceOptionRequired');
      });

      it('should refuse an option or add-on the proposal does not offer, or one add-on twice', () => {
        given([offered]).when(choosing('deluxe', [])).thenThrows('PriceOptionUnknown');
        given([offered])
          .when(choosing('basic', ['pool']))
          .thenThrows('AddOnUnknown');
        given([offered])
          .when(choosing('basic', ['labor', 'labor']))
          .thenThrows('AddOnRepeated');
        given([shared]).when(choosing('basic', [])).thenThrows('PriceOptionUnknown');
      });

      it('should refuse a choice that is not sealed by an agreement hash', () => {
        given([offered])
          .when({
            ...choosing('basic', []),
            data: { ...choosing('basic', []).data, agreementHash: null },
          })
          .thenThrows('AgreementHashMissing');
      });

      it('should add add-ons to the value when the proposal offers no options', () => {
        const extrasOnly: ProposalShared = {
          ...shared,
          data: { ...shared.data, addOns: offered.data.addOns },
        };
        given([extrasOnly])
          .when(choosing(null, ['thermostat', 'labor']))
          .then([
            consented,
            signedWith({
              option: null,
              addOns: [
                { id: 'thermostat', name: 'Smart thermostat', price: 349.5 },
                { id: 'labor', name: 'Extended labor, 5 years', price: 1_200.25 },
              ],
              total: 13_549.75,
            }),
          ]);
      });

      it("should value a shared proposal at its recommended option's price when no value is stated", () => {
        const { title: _t, value: _v, sharedAt: _s, ...offerData } = offered.data;
        given([generated])
          .when({ type: 'ShareProposal', data: { ...offerData, value: null } })
          .then([{ ...offered, data: { ...offered.data, value: 15_900 } }]);
      });
    });

    it('should allow one signature only', () => {
      given([shared, signed]).when(signCommand).thenThrows('ProposalAlreadySigned');
    });

    it('should refuse a signature before the proposal is shared', () => {
      given([generated]).when(signCommand).thenThrows('ProposalNotShared');
    });

    it('should refuse a signature after deletion', () => {
      given([shared, deleted]).when(signCommand).thenThrows('ProposalDeleted');
    });

    it('should refuse a signature over content other than what was shared', () => {
      given([shared])
        .when({ ...signCommand, data: { ...signCommand.data, contentHash: 'tampered' } })
        .thenThrows('ProposalContentChanged');
    });

    it('should refuse a signature once the proposal was declined', () => {
      given([
        shared,
        {
          type: 'ProposalDeclined',
          data: {
            proposalId,
            reason: 'too costly',
            title: shared.data.title,
            clientName: shared.data.clientName,
            declinedAt: at,
          },
        },
      ])
        .when(signCommand)
        .thenThrows('ProposalDeclined');
    });
  });

  describe('SendProposalMessage', () => {
    it('should record a client message on a shared proposal', () => {
      const data = {
        proposalId,
        name: 'Dana',
        email: 'dana@example.com',
        message: 'Can you start in May?',
        ipHash: 'ip',
      };
      given([shared])
        .when({ type: 'SendProposalMessage', data })
        .then([
          {
            type: 'ProposalMessageReceived',
            data: { ...data, title: 'HVAC Proposal', receivedAt: at },
          },
        ]);
    });
  });

  describe('DeclineProposal', () => {
    const declined: ProposalEvent = {
      type: 'ProposalDeclined',
      data: {
        proposalId,
        reason: 'Too dear',
        title: shared.data.title,
        clientName: shared.data.clientName,
        declinedAt: at,
      },
    };

    it('should record a decline with its reason, and what and who it names, when the proposal is open', () => {
      given([shared, viewed])
        .when({ type: 'DeclineProposal', data: { proposalId, reason: 'Too dear' } })
        .then([declined]);
    });

    it('should keep the reason and the time in the state when declined', () => {
      expect(fold(proposalDecider, [shared, declined])).toMatchObject({
        lifecycle: 'declined',
        decline: { reason: 'Too dear', at },
      });
    });

    it('should refuse a second decline when already declined', () => {
      given([shared, declined])
        .when({ type: 'DeclineProposal', data: { proposalId, reason: '' } })
        .thenThrows('ProposalDeclined');
    });

    it('should refuse to decline a signed proposal', () => {
      given([shared, signed])
        .when({ type: 'DeclineProposal', data: { proposalId, reason: '' } })
        .thenThrows('ProposalAlreadySigned');
    });
  });

  describe('DeleteProposal', () => {
    it('should delete a shared proposal', () => {
      given([shared]).when(deleteCommand).then([deleted]);
    });

    it('should refuse to delete twice', () => {
      given([shared, deleted]).when(deleteCommand).thenThrows('ProposalDeleted');
    });

    it('should answer not found for an empty stream', () => {
      given([]).when(deleteCommand).thenThrows('ProposalNotFound');
    });

    it('should archive a signed proposal instead of deleting it', () => {
      given([shared, viewed, signed])
        .when(deleteCommand)
        .then([
          {
            type: 'ProposalArchived',
            data: { proposalId, archivedBy: 'u-1', archivedAt: at },
          },
        ]);
    });

    it('should keep an archived proposal open to its client when it was signed', () => {
      const archived: ProposalEvent = {
        type: 'ProposalArchived',
        data: { proposalId, archivedBy: 'u-1', archivedAt: at },
      };
      given([shared, viewed, signed, archived]).when(viewCommand).then([viewed]);
      given([shared, signed, archived]).when(deleteCommand).thenThrows('ProposalArchived');
      expect(fold(proposalDecider, [shared, signed, archived])).toMatchObject({
        lifecycle: 'accepted',
        deleted: false,
        archived: true,
      });
    });
  });

  describe('SendProposal', () => {
    const send = (deliveries: SendProposal['data']['deliveries']): SendProposal => ({
      type: 'SendProposal',
      data: { proposalId, deliveries },
    });
    const sentBy = (channel: 'email' | 'sms', address: string): ProposalEvent => ({
      type: 'ProposalSent',
      data: {
        proposalId,
        channel,
        address,
        title: 'HVAC Proposal',
        clientName: 'Dana Client',
        companyName: 'Cool Air',
        companyAddress: '2 Shop Rd',
        companyPhone: '555-0100',
        companyEmail: 'office@coolair.test',
        companyLogoSha256: null,
        sentAt: at,
      },
    });

    it('should record one send per channel when the proposal is shared', () => {
      given([generated, shared])
        .when(
          send([
            { channel: 'email', address: 'dana@example.com' },
            { channel: 'sms', address: '+15550100' },
          ]),
        )
        .then([sentBy('email', 'dana@example.com'), sentBy('sms', '+15550100')]);
    });

    it('should send again and keep the status when the client has viewed it', () => {
      given([shared, viewed, sentBy('email', 'dana@example.com')])
        .when(send([{ channel: 'email', address: 'dana@example.com' }]))
        .then([sentBy('email', 'dana@example.com')]);
      expect(
        fold(proposalDecider, [shared, viewed, sentBy('email', 'dana@example.com')]).lifecycle,
      ).toBe('viewed');
    });

    it('should refuse when the proposal is not shared', () => {
      given([generated])
        .when(send([{ channel: 'email', address: 'dana@example.com' }]))
        .thenThrows('ProposalNotShared');
    });

    it('should refuse when the proposal is deleted', () => {
      given([shared, deleted])
        .when(send([{ channel: 'email', address: 'dana@example.com' }]))
        .thenThrows('ProposalDeleted');
    });

    it('should refuse when the proposal is signed', () => {
      given([shared, signed])
        .when(send([{ channel: 'sms', address: '+15550100' }]))
        .thenThrows('ProposalAlreadySigned');
    });

    it('should refuse when the proposal was declined', () => {
      const declined: ProposalEvent = {
        type: 'ProposalDeclined',
        data: {
          proposalId,
          reason: '',
          title: 'HVAC Proposal',
          clientName: 'Dana',
          declinedAt: at,
        },
      };
      given([shared, declined])
        .when(send([{ channel: 'email', address: 'dana@example.com' }]))
        .thenThrows('ProposalDeclined');
    });

    it('should refuse when no channel is asked for', () => {
      given([shared]).when(send([])).thenThrows('NoDelivery');
    });
  });

  describe('RecordDeliveryFailure', () => {
    const failure = {
      proposalId,
      delivery: 'sent-event-1',
      channel: 'email' as const,
      address: 'dana@example.com',
      reason: '550 mailbox unavailable',
    };
    const failed: ProposalEvent = {
      type: 'ProposalDeliveryFailed',
      data: { ...failure, failedAt: at },
    };

    it('should record the failure when the send is not yet known to have failed', () => {
      given([shared]).when({ type: 'RecordDeliveryFailure', data: failure }).then([failed]);
    });

    it('should record nothing when the same send is told to have failed again', () => {
      given([shared, failed]).when({ type: 'RecordDeliveryFailure', data: failure }).then([]);
    });

    it('should record a failure of another send and keep the status when one is known', () => {
      given([shared, viewed, failed])
        .when({ type: 'RecordDeliveryFailure', data: { ...failure, delivery: 'sent-event-2' } })
        .then([{ ...failed, data: { ...failed.data, delivery: 'sent-event-2' } }]);
      expect(fold(proposalDecider, [shared, viewed, failed]).lifecycle).toBe('viewed');
    });
  });

  describe('evolve', () => {
    it('should derive draft, sent, viewed, accepted from the log', () => {
      const lifecycle = (events: ProposalEvent[]) => fold(proposalDecider, events).lifecycle;
      expect(lifecycle([generated])).toBe('draft');
      expect(lifecycle([generated, shared])).toBe('sent');
      expect(lifecycle([generated, shared, viewed, viewed])).toBe('viewed');
      expect(lifecycle([generated, shared, viewed, signed])).toBe('accepted');
      expect(fold(proposalDecider, [shared, viewed, viewed]).viewCount).toBe(2);
    });
  });
});

describe('proposalDecider on expiring links', () => {
  const expiresAt = '2026-12-22T23:59:59.999Z';
  const beforeExpiry = new Date('2026-12-01T12:00:00.000Z');
  const afterExpiry = new Date('2026-12-23T00:00:00.000Z');
  // `shared` was recorded before links expired: it has no expiry and never expires.
  const expiring: ProposalShared = { ...shared, data: { ...shared.data, expiresAt } };
  const at = (now: Date) => DeciderSpecification.for(proposalDecider, { now });
  const extended = (when: Date, to: string, from = expiresAt): ProposalEvent => ({
    type: 'ProposalExtended',
    data: { proposalId, expiresAt: to, previousExpiresAt: from, extendedAt: when.toISOString() },
  });
  const extend = (to: string) => ({
    type: 'ExtendProposal' as const,
    data: { proposalId, expiresAt: to },
  });
  const askForLink = (message = '') => ({
    type: 'RequestNewLink' as const,
    data: { proposalId, message },
  });
  const decline = { type: 'DeclineProposal' as const, data: { proposalId, reason: '' } };
  const answered = (command: SignProposal | typeof decline) =>
    proposalDecider.decide(command, fold(proposalDecider, [expiring]), { now: beforeExpiry });

  describe('ShareProposal', () => {
    const share: ShareProposal = { ...shareCommand, data: { ...shareCommand.data, expiresAt } };

    it('should record the expiry when it is in the future', () => {
      at(new Date(shared.data.sharedAt)).given([]).when(share).then([expiring]);
    });

    it('should refuse an expiry in the past', () => {
      at(afterExpiry).given([]).when(share).thenThrows('InvalidExpiry');
    });

    it('should refuse an expiry more than a year ahead', () => {
      at(new Date(shared.data.sharedAt))
        .given([])
        .when({ ...share, data: { ...share.data, expiresAt: '2027-12-31T00:00:00.000Z' } })
        .thenThrows('InvalidExpiry');
    });
  });

  describe('SignProposal and DeclineProposal', () => {
    it('should refuse a signature when the link has expired', () => {
      at(afterExpiry).given([expiring]).when(signCommand).thenThrows('ProposalExpired');
    });

    it('should refuse a signature at the very instant of expiry', () => {
      at(new Date(expiresAt)).given([expiring]).when(signCommand).thenThrows('ProposalExpired');
    });

    it('should refuse to send the link when it has expired', () => {
      at(afterExpiry)
        .given([expiring])
        .when({
          type: 'SendProposal',
          data: { proposalId, deliveries: [{ channel: 'email', address: 'dana@example.com' }] },
        })
        .thenThrows('ProposalExpired');
    });

    it('should refuse a decline when the link has expired', () => {
      at(afterExpiry).given([expiring]).when(decline).thenThrows('ProposalExpired');
    });

    it('should refuse a view or a message through the link once it expired', () => {
      at(afterExpiry).given([expiring]).when(viewCommand).thenThrows('ProposalExpired');
      at(afterExpiry)
        .given([expiring])
        .when({
          type: 'SendProposalMessage',
          data: {
            proposalId,
            name: 'Dana',
            email: 'dana@example.com',
            message: 'Hi',
            ipHash: 'ip',
          },
        })
        .thenThrows('ProposalExpired');
    });

    it('should still record a view after expiry when the client signed before it', () => {
      const signed = answered(signCommand);
      const events = at(afterExpiry)
        .given([expiring, ...signed])
        .when(viewCommand);
      expect(() => events.thenThrows('ProposalExpired')).toThrow();
    });

    it('should accept a signature when the link was extended past now', () => {
      const events = at(afterExpiry)
        .given([expiring, extended(afterExpiry, '2027-01-31T23:59:59.999Z')])
        .when(signCommand);
      expect(() => events.thenThrows('ProposalExpired')).toThrow();
    });

    it('should never expire a share recorded before expiry existed', () => {
      const events = at(new Date('2030-01-01T00:00:00.000Z')).given([shared]).when(signCommand);
      expect(() => events.thenThrows('ProposalExpired')).toThrow();
      expect(fold(proposalDecider, [shared]).expiresAt).toBeNull();
    });
  });

  describe('ExtendProposal', () => {
    it('should record the new and the previous expiry when extended to a later instant', () => {
      at(afterExpiry)
        .given([expiring])
        .when(extend('2027-01-31T23:59:59.999Z'))
        .then([extended(afterExpiry, '2027-01-31T23:59:59.999Z')]);
    });

    it('should make the latest extension the expiry', () => {
      const later = extended(afterExpiry, '2027-02-28T23:59:59.999Z', '2027-01-31T23:59:59.999Z');
      expect(
        fold(proposalDecider, [shared, extended(afterExpiry, '2027-01-31T23:59:59.999Z'), later])
          .expiresAt,
      ).toBe('2027-02-28T23:59:59.999Z');
    });

    it('should refuse an expiry that is not later than the current one', () => {
      at(beforeExpiry)
        .given([expiring])
        .when(extend('2026-12-20T00:00:00.000Z'))
        .thenThrows('InvalidExpiry');
    });

    it('should refuse an expiry in the past', () => {
      at(afterExpiry)
        .given([expiring])
        .when(extend('2026-12-22T23:59:59.999Z'))
        .thenThrows('InvalidExpiry');
    });

    it('should refuse to extend a signed or declined proposal', () => {
      const signed = proposalDecider.decide(signCommand, fold(proposalDecider, [shared]), {
        now: beforeExpiry,
      });
      at(afterExpiry)
        .given([expiring, ...signed])
        .when(extend('2027-01-31T00:00:00.000Z'))
        .thenThrows('ProposalAlreadySigned');
      at(afterExpiry)
        .given([expiring, ...answered(decline)])
        .when(extend('2027-01-31T00:00:00.000Z'))
        .thenThrows('ProposalDeclined');
    });

    it('should refuse to extend a proposal that never expires', () => {
      at(afterExpiry)
        .given([shared])
        .when(extend('2027-01-31T00:00:00.000Z'))
        .thenThrows('ProposalNeverExpires');
    });
  });

  describe('RequestNewLink', () => {
    const requested = (now: Date, message = 'Still keen'): ProposalEvent => ({
      type: 'ProposalNewLinkRequested',
      data: {
        proposalId,
        message,
        title: 'HVAC Proposal',
        clientName: 'Dana Client',
        expiresAt,
        requestedAt: now.toISOString(),
      },
    });

    it('should record the ask with what and whose when the link has expired', () => {
      at(afterExpiry)
        .given([expiring])
        .when(askForLink('Still keen'))
        .then([requested(afterExpiry)]);
    });

    it('should record nothing when asked again within the hour', () => {
      const soon = new Date(afterExpiry.getTime() + 59 * 60 * 1000);
      at(soon)
        .given([expiring, requested(afterExpiry)])
        .when(askForLink())
        .then([]);
    });

    it('should record a new ask when an hour has passed', () => {
      const later = new Date(afterExpiry.getTime() + 60 * 60 * 1000);
      at(later)
        .given([expiring, requested(afterExpiry)])
        .when(askForLink(''))
        .then([requested(later, '')]);
    });

    it('should refuse when the link still works', () => {
      at(beforeExpiry).given([expiring]).when(askForLink()).thenThrows('ProposalNotExpired');
    });
  });
});
