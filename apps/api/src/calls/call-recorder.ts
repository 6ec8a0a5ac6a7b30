import type { ReceptionistRow } from '../receptionists/index.js';

export const partiesOf = (
  receptionist: ReceptionistRow,
  call: { callId: string; from: string; to: string; direction: 'inbound' | 'outbound' },
) => ({
  ...call,
  companyId: receptionist.company_id,
  receptionistId: receptionist.receptionist_id,
  receptionistName: receptionist.name,
  ownerId: receptionist.creator_id,
  timezone: receptionist.operating_hours.timezone,
  businessHours: receptionist.operating_hours,
});
