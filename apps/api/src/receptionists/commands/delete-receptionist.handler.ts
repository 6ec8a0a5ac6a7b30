import { CommandBus, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { ReceptionistDirectory } from '../receptionist-directory.js';
import { ReceptionistProvisioning } from '../receptionist-provisioning.js';
import { RecordReceptionistChangeCommand } from './record-receptionist-change.command.js';
import { DeleteReceptionistCommand } from './delete-receptionist.command.js';

@CommandHandler(DeleteReceptionistCommand)
export class DeleteReceptionistHandler implements ICommandHandler<DeleteReceptionistCommand, void> {
  constructor(
    private readonly directory: ReceptionistDirectory,
    private readonly provisioning: ReceptionistProvisioning,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ principal, receptionistId }: DeleteReceptionistCommand): Promise<void> {
    const current = await this.directory.forPrincipal(principal, receptionistId);
    // Given back before the deletion is recorded: a failed release leaves the receptionist listed.
    await this.provisioning.release({
      phoneNumber: current.phone_number,
      twilioSid: current.twilio_sid,
      vapiAssistantId: current.vapi_assistant_id,
      vapiPhoneNumberId: current.vapi_phone_number_id,
    });
    await this.commandBus.execute(
      new RecordReceptionistChangeCommand(principal, {
        type: 'DeleteReceptionist',
        data: {
          receptionistId,
          deletedBy: principal.userId,
          released: current.twilio_sid
            ? { phoneNumber: current.phone_number, twilioSid: current.twilio_sid }
            : null,
        },
      }),
    );
  }
}
