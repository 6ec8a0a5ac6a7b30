import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { SendReceptionistFeedbackCommand } from './send-receptionist-feedback.command.js';

// Feedback on the receptionist feature is kept as a plain row: it is no aggregate's history.
@CommandHandler(SendReceptionistFeedbackCommand)
export class SendReceptionistFeedbackHandler implements ICommandHandler<SendReceptionistFeedbackCommand> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ principal, request }: SendReceptionistFeedbackCommand): Promise<void> {
    await this.db.query(
      `INSERT INTO receptionist_feedback (feedback_id, company_id, user_id, email, feedback,
         client_timestamp) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        randomUUID(),
        principal.companyId,
        principal.userId,
        request.email,
        request.feedback,
        request.timestamp ?? null,
      ],
    );
  }
}
