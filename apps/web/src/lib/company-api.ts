import type { CompanyProfile, CompanyProfileResponse } from '@vanilla/contracts';
import type { UpdateCompanyRequest } from '@vanilla/contracts/dto';
import { baseApi, SESSION_TAG } from './base-api';

/**
 * PUT /api/company's body: the whole profile. `logo` is a new image as a data URL, the `logo`
 * path GET answered (keeps it), or null (removes it).
 */
export type CompanyProfileUpdate = Omit<UpdateCompanyRequest, 'logo'> & { logo: string | null };

// The company profile (Settings → Company), read by the whole team: the proposal wizard and the
// receptionist start from it. Saving it renames the company in GET /auth/check-auth too.
const companyApi = baseApi.enhanceEndpoints({ addTagTypes: ['Company'] }).injectEndpoints({
  endpoints: (build) => ({
    companyProfile: build.query<CompanyProfile, void>({
      query: () => '/api/company',
      transformResponse: (response: CompanyProfileResponse) => response.company,
      providesTags: ['Company'],
    }),
    updateCompanyProfile: build.mutation<CompanyProfile, CompanyProfileUpdate>({
      query: (body) => ({ url: '/api/company', method: 'PUT', body }),
      transformResponse: (response: CompanyProfileResponse) => response.company,
      invalidatesTags: ['Company', SESSION_TAG],
    }),
  }),
});

export const { useCompanyProfileQuery, useUpdateCompanyProfileMutation } = companyApi;
