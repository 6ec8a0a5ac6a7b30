import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { Receptionist } from '@vanilla/contracts';
import { ReceptionistDirectory } from '../receptionist-directory.js';
import { ReceptionistProvisioning } from '../receptionist-provisioning.js';
import { settingsFromCreate } from '../receptionist-settings.js';
import { RecordReceptionistChangeCommand } from './record-receptionist-change.command.js';
import { CreateReceptionistCommand } from './create-receptionist.command.js';

@CommandHandler(CreateReceptionistCommand)
export class CreateReceptionistHandler implements ICommandHandler<
  CreateReceptionistCommand,
  Receptionist
> {
  constructor(
    private readonly directory: ReceptionistDirectory,
    private readonly provisioning: ReceptionistProvisioning,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({
    principal,
    request,
    testMode,
  }: CreateReceptionistCommand): Promise<Receptionist> {
    const settings = settingsFromCreate(request, principal.companyName);
    const line = await this.provisioning.provision(settings, request.phoneNumber, testMode);
    const receptionistId = randomUUID();
    try {
      await this.commandBus.execute(
        new RecordReceptionistChangeCommand(principal, {
          type: 'CreateReceptionist',
          data: {
            ...settings,
            ...line,
            receptionistId,
            companyId: principal.companyId,
            creatorId: principal.userId,
            calendarId: request.calendarId?.trim() ?? '',
          },
        }),
      );
    } catch (error) {
      // Recording failed after the number was bought: give it back rather than pay for it.
      await this.provisioning.release(line).catch(() => undefined);
      throw error;
    }
    return this.directory.receptionistFor(principal, receptionistId);
  }
}
