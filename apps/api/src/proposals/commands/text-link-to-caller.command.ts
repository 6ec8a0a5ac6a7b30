import { Command } from '@nestjs/cqrs';

// The receptionist's tool, mid-call: text the caller the link to their proposal again, to the
// number they are calling from. Answers with the sentence the assistant is told of the outcome.
export class TextLinkToCallerCommand extends Command<string> {
  constructor(readonly call: { callId: string; companyId: string; from: string }) {
    super();
  }
}
