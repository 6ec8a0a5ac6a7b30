import { jest } from '@jest/globals';
import { ServiceUnavailableException } from '@nestjs/common';
import { loadConfig } from '../config/app-config.js';
import type { QuotaStore } from '../infrastructure/quota/quota-store.js';
import { DEMO_CALLS_PAUSED, DemoCalls } from './demo-calls.js';
import type { VoiceAgentProvider } from './providers/voice-agent.js';

describe(DemoCalls.name, () => {
  it('should place no call and answer 503 when the limits cannot be read', async () => {
    const config = loadConfig({
      VAPI_API_KEY: 'vapi-key',
      VAPI_DEMO_PHONE_NUMBER_ID: 'demo-line',
    });
    const startOutboundCall = jest.fn();
    const voiceAgent = { kind: 'vapi', startOutboundCall } as unknown as VoiceAgentProvider;
    const quotas: QuotaStore = {
      take: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
      close: async () => undefined,
    };
    const testMode = { effective: async () => false };
    const sut = new DemoCalls(
      null as never,
      config,
      voiceAgent,
      quotas,
      testMode as never,
      null as never,
      null as never,
      null as never,
    );

    const request = sut.request(
      { phone: '+14155550123', companyName: 'Arctic', sector: 'hvac', goal: 'quote' },
      { address: '203.0.113.9', principal: null },
    );
    await expect(request).rejects.toThrow(new ServiceUnavailableException(DEMO_CALLS_PAUSED));
    expect(startOutboundCall).not.toHaveBeenCalled();
  });
});
