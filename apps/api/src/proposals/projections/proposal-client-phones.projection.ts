import { Injectable } from '@nestjs/common';
import type { ProposalSent, ProposalShared } from '@vanilla/domain';
import type { SqlExecutor, Statement } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import type { Projection, Push } from '../../infrastructure/projections/projection.js';
import { toE164 } from '../../pipeline/index.js';

type PhoneEvent = ProposalShared | ProposalSent;

// The number a proposal's client is known by: the share's phone, or a number the link was texted
// to, as E.164 ('' when it is none).
const numberOf = (event: PhoneEvent): string => {
  if (event.type === 'ProposalShared') return toE164(event.data.clientPhone ?? '');
  return event.data.channel === 'sms' ? toE164(event.data.address) : '';
};

// Which numbers each proposal's client may call from, so the receptionist recognises them (and
// the call lands on the proposal's history). A share writes its row even without a phone ('': the
// proposal's company, for the sends after it); a text adds the number it went to. Rows are never
// removed: a client keeps their number when a new link goes by email.
@Injectable()
export class ProposalClientPhonesProjection implements Projection<PhoneEvent> {
  readonly name = 'proposal-client-phones';
  readonly eventTypes: readonly PhoneEvent['type'][] = ['ProposalShared', 'ProposalSent'];
  readonly tables = ['proposal_client_phones'];
  readonly migrations = [
    {
      id: 'proposal-client-phones-001',
      sql: `
CREATE TABLE proposal_client_phones (
  proposal_id text NOT NULL,
  phone text NOT NULL,
  company_id text NOT NULL,
  PRIMARY KEY (proposal_id, phone)
)
--;
CREATE INDEX proposal_client_phones_caller ON proposal_client_phones (company_id, phone)`,
    },
  ];

  readonly scripted: Projection<PhoneEvent>['scripted'] = {
    eventTypes: this.eventTypes,
    statement: (event: RecordedEvent<PhoneEvent>): Statement | null => {
      const phone = numberOf(event);
      if (event.type === 'ProposalShared') {
        return {
          sql: `INSERT INTO proposal_client_phones (proposal_id, phone, company_id)
                VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
          params: [event.data.proposalId, phone, event.data.companyId],
        };
      }
      if (phone === '') return null;
      // A send names no company: its proposal's share, recorded before it, does.
      return {
        sql: `INSERT INTO proposal_client_phones (proposal_id, phone, company_id)
              SELECT proposal_id, $2, company_id FROM proposal_client_phones
               WHERE proposal_id = $1 LIMIT 1
              ON CONFLICT DO NOTHING`,
        params: [event.data.proposalId, phone],
      };
    },
    pushes: (): Push[] => [],
  };

  async apply(event: RecordedEvent<PhoneEvent>, tx: SqlExecutor): Promise<Push[]> {
    const statement = this.scripted!.statement(event);
    if (statement && statement !== 'apply') await tx.query(statement.sql, statement.params);
    return [];
  }
}
