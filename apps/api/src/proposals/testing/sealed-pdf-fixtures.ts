import type { ProposalChoice } from '@vanilla/domain';
import type { Agent } from '../../testing/accounts-fixtures.js';
import { CERTIFICATE_FILE } from '../sealed-pdf/sealed-pdf-format.js';
import { embeddedFiles } from '../sealed-pdf/verify-sealed-pdf.js';

// A sealed PDF as a route answers it.
export const downloadPdf = async (agent: Agent, path: string) =>
  (await agent.get(path).responseType('blob').expect(200)).body as Buffer;

// The signature certificate a sealed PDF carries inside it.
export const embeddedCertificate = (pdf: Buffer) =>
  JSON.parse(String(embeddedFiles(pdf).get(CERTIFICATE_FILE))) as { choice: ProposalChoice | null };
