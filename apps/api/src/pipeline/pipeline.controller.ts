import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  ChangeContactTagsRequest,
  ContactInput,
  ContactsQuery,
  ImportContactsRequest,
  InvoiceJobRequest,
  JobsQuery,
  MergeContactRequest,
  NotesQuery,
  OpenJobRequest,
  RecordPaymentRequest,
  ScheduleJobRequest,
  TransactionsQuery,
  WriteNoteRequest,
} from '@vanilla/contracts/dto';
import type {
  ContactImportResponse,
  ContactResponse,
  ContactSavedResponse,
  ContactsResponse,
  JobResponse,
  JobsResponse,
  NoteResponse,
  NotesResponse,
  TransactionsResponse,
} from '@vanilla/contracts';
import { Authenticated, CurrentPrincipal } from '../accounts/index.js';
import type { Principal } from '../accounts/index.js';
import {
  ApiAnswer,
  ApiErrors,
  ApiJsonBody,
  ApiQueryFrom,
  ApiSuccess,
} from '../infrastructure/http/api-docs.decorators.js';
import type { HttpReply } from '../infrastructure/http/http.js';
import {
  AddContactCommand,
  ChangeContactTagsCommand,
  ImportContactsCommand,
  MergeContactsCommand,
} from './commands/contact.commands.js';
import { OpenJobCommand, TakeJobStepCommand } from './commands/job.commands.js';
import type { JobStep } from './commands/job.commands.js';
import { DeleteNoteCommand, WriteNoteCommand } from './commands/note.commands.js';
import {
  GetContactQuery,
  GetContactsQuery,
  GetJobsQuery,
  GetNoteAudioQuery,
  GetNotesQuery,
  GetTransactionsQuery,
} from './queries/pipeline.queries.js';

// Ids in paths are at most this long; a longer one names nothing.
const id = (value: string) => value.slice(0, 100);

@ApiTags('pipeline')
@Controller('api')
@Authenticated()
export class PipelineController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiSuccess("The company's contacts (a member's own), filtered", 'ContactsResponse')
  @ApiQueryFrom(ContactsQuery)
  @Get('contacts')
  async contacts(
    @Query() query: ContactsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ContactsResponse> {
    return {
      success: true,
      contacts: await this.queries.execute(new GetContactsQuery(principal, query)),
    };
  }

  @ApiSuccess('Add a contact', 'ContactSavedResponse')
  @ApiJsonBody(ContactInput)
  @Post('contacts')
  @HttpCode(200)
  async addContact(
    @Body() body: ContactInput,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ContactSavedResponse> {
    return {
      success: true,
      contact: await this.commands.execute(new AddContactCommand(principal, body)),
    };
  }

  @ApiSuccess('Import contacts from spreadsheet rows', 'ContactImportResponse')
  @ApiJsonBody(ImportContactsRequest)
  @Post('contacts/import')
  @HttpCode(200)
  async importContacts(
    @Body() body: ImportContactsRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ContactImportResponse> {
    return {
      success: true,
      ...(await this.commands.execute(new ImportContactsCommand(principal, body.rows))),
    };
  }

  @ApiSuccess('A contact and its timeline, newest first', 'ContactResponse')
  @ApiErrors(404)
  @Get('contacts/:id')
  async contact(
    @Param('id') contactId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ContactResponse> {
    return {
      success: true,
      ...(await this.queries.execute(new GetContactQuery(principal, id(contactId)))),
    };
  }

  @ApiSuccess("Replace a contact's tags", 'ContactSavedResponse')
  @ApiJsonBody(ChangeContactTagsRequest)
  @ApiErrors(404)
  @Put('contacts/:id/tags')
  async tags(
    @Param('id') contactId: string,
    @Body() body: ChangeContactTagsRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ContactSavedResponse> {
    const contact = await this.commands.execute(
      new ChangeContactTagsCommand(principal, id(contactId), body.tags),
    );
    return { success: true, contact };
  }

  // A manager joins two halves of one person; a member sees only their own contacts.
  @ApiSuccess('Merge another contact into this one (managers)', 'ContactSavedResponse')
  @ApiJsonBody(MergeContactRequest)
  @ApiErrors(404, 409)
  @Post('contacts/:id/merge')
  @HttpCode(200)
  @Authenticated('manager')
  async merge(
    @Param('id') contactId: string,
    @Body() body: MergeContactRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ContactSavedResponse> {
    const contact = await this.commands.execute(
      new MergeContactsCommand(principal, id(contactId), id(body.contactId)),
    );
    return { success: true, contact };
  }

  @ApiSuccess("The company's jobs, filtered", 'JobsResponse')
  @ApiQueryFrom(JobsQuery)
  @Get('jobs')
  async jobs(
    @Query() query: JobsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<JobsResponse> {
    return { success: true, jobs: await this.queries.execute(new GetJobsQuery(principal, query)) };
  }

  @ApiSuccess('Open a job', 'JobResponse')
  @ApiJsonBody(OpenJobRequest)
  @ApiErrors(404)
  @Post('jobs')
  @HttpCode(200)
  async openJob(
    @Body() body: OpenJobRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<JobResponse> {
    return { success: true, job: await this.commands.execute(new OpenJobCommand(principal, body)) };
  }

  @ApiSuccess('Schedule a job', 'JobResponse')
  @ApiJsonBody(ScheduleJobRequest)
  @ApiErrors(404, 409)
  @Post('jobs/:id/schedule')
  @HttpCode(200)
  schedule(
    @Param('id') jobId: string,
    @Body() body: ScheduleJobRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<JobResponse> {
    return this.step(principal, jobId, { type: 'schedule', ...body });
  }

  @ApiSuccess('Start a scheduled job', 'JobResponse')
  @ApiErrors(404, 409)
  @Post('jobs/:id/start')
  @HttpCode(200)
  start(@Param('id') jobId: string, @CurrentPrincipal() principal: Principal) {
    return this.step(principal, jobId, { type: 'start' });
  }

  @ApiSuccess('Complete a started job', 'JobResponse')
  @ApiErrors(404, 409)
  @Post('jobs/:id/complete')
  @HttpCode(200)
  complete(@Param('id') jobId: string, @CurrentPrincipal() principal: Principal) {
    return this.step(principal, jobId, { type: 'complete' });
  }

  @ApiSuccess('Invoice a completed job', 'JobResponse')
  @ApiJsonBody(InvoiceJobRequest)
  @ApiErrors(404, 409)
  @Post('jobs/:id/invoice')
  @HttpCode(200)
  invoice(
    @Param('id') jobId: string,
    @Body() body: InvoiceJobRequest,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.step(principal, jobId, { type: 'invoice', ...body });
  }

  @ApiSuccess('Record a payment on an invoiced job', 'JobResponse')
  @ApiJsonBody(RecordPaymentRequest)
  @ApiErrors(404, 409)
  @Post('jobs/:id/payments')
  @HttpCode(200)
  payment(
    @Param('id') jobId: string,
    @Body() body: RecordPaymentRequest,
    @CurrentPrincipal() principal: Principal,
  ) {
    return this.step(principal, jobId, { type: 'payment', ...body });
  }

  @ApiSuccess('Payments and invoices, filtered', 'TransactionsResponse')
  @ApiQueryFrom(TransactionsQuery)
  @Get('transactions')
  async transactions(
    @Query() query: TransactionsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<TransactionsResponse> {
    return {
      success: true,
      transactions: await this.queries.execute(new GetTransactionsQuery(principal, query)),
    };
  }

  @ApiSuccess('Notes, filtered', 'NotesResponse')
  @ApiQueryFrom(NotesQuery)
  @Get('notes')
  async notes(
    @Query() query: NotesQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NotesResponse> {
    return {
      success: true,
      notes: await this.queries.execute(new GetNotesQuery(principal, query)),
    };
  }

  @ApiSuccess('Write a note (text or a voice recording)', 'NoteResponse')
  @ApiJsonBody(WriteNoteRequest)
  @ApiErrors(404)
  @Post('notes')
  @HttpCode(200)
  async writeNote(
    @Body() body: WriteNoteRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NoteResponse> {
    return {
      success: true,
      note: await this.commands.execute(new WriteNoteCommand(principal, body)),
    };
  }

  @ApiSuccess('Delete a note')
  @ApiErrors(404)
  @Delete('notes/:id')
  async deleteNote(@Param('id') noteId: string, @CurrentPrincipal() principal: Principal) {
    await this.commands.execute(new DeleteNoteCommand(principal, id(noteId)));
    return { success: true };
  }

  @ApiAnswer("A voice note's recording", 'audio/*', { type: 'string', format: 'binary' })
  @ApiErrors(404)
  @Get('notes/:id/audio')
  async noteAudio(
    @Param('id') noteId: string,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<Buffer> {
    const recording = await this.queries.execute(new GetNoteAudioQuery(principal, id(noteId)));
    response.header('Content-Type', recording.mimeType);
    response.header('X-Content-Type-Options', 'nosniff');
    return recording.bytes;
  }

  private async step(principal: Principal, jobId: string, step: JobStep): Promise<JobResponse> {
    return {
      success: true,
      job: await this.commands.execute(new TakeJobStepCommand(principal, id(jobId), step)),
    };
  }
}
