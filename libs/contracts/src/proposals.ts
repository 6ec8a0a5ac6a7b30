// Read-model rows of the proposals context, as the REST endpoints return them and as sockets push
// them (`proposal.updated` carries the same row, so a cache patch is a replace).

export type ProposalStatus = 'draft' | 'sent' | 'viewed' | 'accepted' | 'declined' | 'deleted';

export type ProposalSummary = {
  proposal_id: string;
  // Null while the proposal is a draft that has not been shared.
  token: string | null;
  company_id: string;
  creator_id: string;
  title: string;
  client_name: string;
  client_email: string;
  property_address: string;
  template_choice: string;
  value: number;
  status: ProposalStatus;
  view_count: number;
  chat_count: number;
  engagement: number;
  created_at: string;
  last_activity_at: string;
  signed_at: string | null;
};
