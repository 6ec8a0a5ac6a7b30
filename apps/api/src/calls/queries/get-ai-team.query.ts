import { Query } from '@nestjs/cqrs';
import type { AiTeamMember } from '@vanilla/contracts';
import type { Principal } from '../../accounts/index.js';

export class GetAiTeamQuery extends Query<AiTeamMember[]> {
  constructor(readonly principal: Principal) {
    super();
  }
}
