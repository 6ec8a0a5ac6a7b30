import {
  BadRequestException,
  ConflictException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { sendProposalMessages } from '@vanilla/contracts';
import type { MessagingService } from '../../messaging/index.js';
import { toE164 } from '../../pipeline/index.js';

// The client's number as E.164, once it is known the text can go out: from a number of the
// company's (or the messaging service), to someone who has not replied STOP.
export const clientTextAddress = async (
  messaging: MessagingService,
  companyId: string,
  phone: string,
): Promise<string> => {
  const to = toE164(phone);
  if (!to) {
    throw new BadRequestException(
      phone.trim() ? sendProposalMessages.phoneInvalid : sendProposalMessages.noPhone,
    );
  }
  if (!(await messaging.senderFor(companyId))) {
    throw new UnprocessableEntityException(sendProposalMessages.noTextSender);
  }
  if (await messaging.isOptedOut(companyId, to)) {
    throw new ConflictException(sendProposalMessages.optedOut);
  }
  return to;
};
