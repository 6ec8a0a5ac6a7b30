import { Module } from '@nestjs/common';
import { ProposalSummaryProjection } from './projections/proposal-summary.projection.js';

export const proposalProjections = [ProposalSummaryProjection];

@Module({})
export class ProposalsModule {}
