// Pages about one proposal. The history and certificate pages belong to the audit feature;
// the shared page is the client's view.
export const proposalLinks = {
  shared: (token: string) => `/shared-proposal/${encodeURIComponent(token)}`,
  history: (token: string) => `/business/proposals/${encodeURIComponent(token)}/history`,
  certificate: (token: string) => `/business/proposals/${encodeURIComponent(token)}/certificate`,
};
