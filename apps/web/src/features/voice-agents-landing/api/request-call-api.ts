import type { RequestCallRequest } from '@vanilla/contracts/dto';
import { baseApi } from '../../../lib/base-api';

export type RequestCallResponse = { success: true } | { success: false; error?: string };

const requestCallApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /api/request-call (000 §7): the "Try AI Receptionist Now" demo call.
    requestCall: build.mutation<RequestCallResponse, RequestCallRequest>({
      query: (body) => ({ url: '/api/request-call', method: 'POST', body }),
    }),
  }),
});

export const { useRequestCallMutation } = requestCallApi;
