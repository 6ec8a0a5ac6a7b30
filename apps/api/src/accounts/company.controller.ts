import { Body, Controller, Get, NotFoundException, Param, Put, Res } from '@nestjs/common';
import { companyMessages } from '@vanilla/contracts';
import { UpdateCompanyRequest } from '@vanilla/contracts/dto';
import type { CompanyProfileResponse } from '@vanilla/contracts';
import type { HttpReply } from '../infrastructure/http/http.js';
import { CompanyService } from './company.service.js';
import { Authenticated, CurrentPrincipal, ForbiddenMessage } from './principal.js';
import type { Principal } from './principal.js';
import { ApiTags } from '@nestjs/swagger';
import {
  ApiAnswer,
  ApiErrors,
  ApiJsonBody,
  ApiSuccess,
} from '../infrastructure/http/api-docs.decorators.js';

@ApiTags('accounts')
@Controller('api')
export class CompanyController {
  constructor(private readonly company: CompanyService) {}

  // Everyone on the team reads it (the wizard and the receptionist setup start from it).
  @ApiSuccess("The caller's company profile", 'CompanyProfileResponse')
  @Get('company')
  @Authenticated()
  async profile(@CurrentPrincipal() principal: Principal): Promise<CompanyProfileResponse> {
    return { success: true, company: await this.company.profile(principal.companyId) };
  }

  @ApiSuccess('Change the company profile (managers)', 'CompanyProfileResponse')
  @ApiJsonBody(UpdateCompanyRequest)
  @Put('company')
  @Authenticated('manager')
  @ForbiddenMessage(companyMessages.managersOnly)
  async update(
    @Body() body: UpdateCompanyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CompanyProfileResponse> {
    return { success: true, company: await this.company.update(principal, body) };
  }

  // Named by the hash of its bytes, so what is at an address never changes: any cache may keep it
  // for good, even for a signed-in caller.
  @ApiAnswer('A company logo, by its content hash', 'image/*', { type: 'string', format: 'binary' })
  @ApiErrors(404)
  @Get('company-logos/:sha256')
  async logo(
    @Param('sha256') sha256: string,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<Buffer> {
    const logo = await this.company.logo(sha256);
    if (!logo) throw new NotFoundException('No logo at this address.');
    response.header('Content-Type', logo.contentType);
    response.header('Cache-Control', 'public, max-age=31536000, immutable');
    return logo.bytes;
  }
}
