import { CommandBus, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { Receptionist } from '@vanilla/contracts';
import { ReceptionistDirectory } from '../receptionist-directory.js';
import { ReceptionistProvisioning } from '../receptionist-provisioning.js';
import { settingsFromUpdate, settingsOf } from '../receptionist-settings.js';
import { RecordReceptionistChangeCommand } from './record-receptionist-change.command.js';
import { UpdateReceptionistCommand } from './update-receptionist.command.js';

@CommandHandler(UpdateReceptionistCommand)
export class UpdateReceptionistHandler implements ICommandHandler<
  UpdateReceptionistCommand,
  Receptionist
> {
  constructor(
    private readonly directory: ReceptionistDirectory,
    private readonly provisioning: ReceptionistProvisioning,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ principal, receptionistId, request }: UpdateReceptionistCommand) {
    const current = await this.directory.forPrincipal(principal, receptionistId);
    const settings = settingsFromUpdate(request, settingsOf(current));
    // The voice agent first: if it refuses, nothing is recorded and the old settings stand.
    await this.provisioning.updateAssistant(current.vapi_assistant_id, settings);
    await this.commandBus.execute(
      new RecordReceptionistChangeCommand(principal, {
        type: 'UpdateReceptionist',
        data: {
          ...settings,
          receptionistId,
          isActive: request.is_active ?? current.is_active,
          updatedBy: principal.userId,
        },
      }),
    );
    return this.directory.receptionistFor(principal, receptionistId);
  }
}
