import { randomUUID } from 'node:crypto';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { Receptionist } from '@vanilla/contracts';
import { ReceptionistProvisioning } from '../receptionist-provisioning.js';
import { settingsFromCreate } from '../receptionist-settings.js';
import { ReceptionistWriter } from '../receptionist-writer.js';
import { CreateReceptionistCommand } from './create-receptionist.command.js';

@CommandHandler(CreateReceptionistCommand)
export class CreateReceptionistHandler implements ICommandHandler<
  CreateReceptionistCommand,
  Receptionist
> {
  constructor(
    private readonly provisioning: ReceptionistProvisioning,
    private readonly writer: ReceptionistWriter,
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
      await this.writer.run(principal, receptionistId, {
        type: 'CreateReceptionist',
        data: {
          ...settings,
          ...line,
          receptionistId,
          companyId: principal.companyId,
          creatorId: principal.userId,
          calendarId: request.calendarId?.trim() ?? '',
        },
      });
    } catch (error) {
      // Recording failed after the number was bought: give it back rather than pay for it.
      await this.provisioning.release(line).catch(() => undefined);
      throw error;
    }
    return this.writer.read(principal, receptionistId);
  }
}
