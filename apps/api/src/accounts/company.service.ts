import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { companyMessages } from '@vanilla/contracts';
import type { CompanyProfile } from '@vanilla/contracts';
import type { UpdateCompanyRequest } from '@vanilla/contracts/dto';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';
import { companyLogoPath, findCompanyDetails } from './accounts-directory.js';
import type { CompanyDetails } from './accounts-directory.js';
import { prepareCompanyLogo } from './company-logo.js';
import type { CompanyLogo } from './company-logo.js';
import type { Principal } from './principal.js';

const SHA256 = /^[0-9a-f]{64}$/;

export const toCompanyProfile = (details: CompanyDetails): CompanyProfile => ({
  company_name: details.name,
  company_address: details.address,
  company_phone: details.phone,
  company_email: details.email,
  license_number: details.licenseNumber,
  website: details.website,
  logo: details.logoSha256 ? companyLogoPath(details.logoSha256) : null,
  proposal_validity_days: details.proposalValidityDays,
  updated_at: details.updatedAt?.toISOString() ?? null,
});

// The same logo, whether the client sends back the path GET answered or that path made absolute.
const namesLogo = (value: string, sha256: string): boolean => {
  try {
    return new URL(value, 'http://logo.invalid').pathname === companyLogoPath(sha256);
  } catch {
    return false;
  }
};

// The caller's company profile; every query is bound to the caller's company.
@Injectable()
export class CompanyService {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async profile(companyId: string): Promise<CompanyProfile> {
    const details = await findCompanyDetails(this.db, companyId);
    // A session always names a company: this is a company deleted under a live session.
    if (!details) throw new NotFoundException('No company with this id.');
    return toCompanyProfile(details);
  }

  // Replaces the whole profile (managers only: the controller's guard). A new logo is checked and
  // re-encoded before anything is written; the old one stays stored for the proposals shared
  // with it.
  async update(principal: Principal, request: UpdateCompanyRequest): Promise<CompanyProfile> {
    const current = await findCompanyDetails(this.db, principal.companyId);
    if (!current) throw new NotFoundException('No company with this id.');
    let logo: CompanyLogo | null = null;
    let logoSha256: string | null = null;
    if (request.logo) {
      if (current.logoSha256 && namesLogo(request.logo, current.logoSha256)) {
        logoSha256 = current.logoSha256;
      } else if (request.logo.startsWith('data:')) {
        const prepared = await prepareCompanyLogo(request.logo);
        if (!prepared.ok) throw new BadRequestException(prepared.message);
        logo = prepared.logo;
        logoSha256 = logo.sha256;
      } else {
        throw new BadRequestException(companyMessages.logoUnknown);
      }
    }
    await this.db.transaction(async (tx) => {
      if (logo) {
        await tx.query(
          `INSERT INTO company_logos (sha256, content_type, bytes, width, height)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (sha256) DO NOTHING`,
          [logo.sha256, logo.contentType, logo.bytes, logo.width, logo.height],
        );
      }
      await tx.query(
        `UPDATE companies
            SET name = $2, address = $3, phone = $4, email = $5, license_number = $6,
                website = $7, logo_sha256 = $8,
                proposal_validity_days = COALESCE($9, proposal_validity_days),
                profile_updated_at = now()
          WHERE id = $1`,
        [
          principal.companyId,
          request.company_name,
          request.company_address ?? '',
          request.company_phone ?? '',
          request.company_email ?? '',
          request.license_number ?? '',
          request.website ?? '',
          logoSha256,
          request.proposal_validity_days ?? null,
        ],
      );
    });
    return this.profile(principal.companyId);
  }

  // Public: a logo is shown to every client a proposal is shared with.
  async logo(sha256: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    if (!SHA256.test(sha256)) return null;
    const { rows } = await this.db.query<{ bytes: Uint8Array; content_type: string }>(
      'SELECT bytes, content_type FROM company_logos WHERE sha256 = $1',
      [sha256],
    );
    return rows[0]
      ? { bytes: Buffer.from(rows[0].bytes), contentType: rows[0].content_type }
      : null;
  }
}
