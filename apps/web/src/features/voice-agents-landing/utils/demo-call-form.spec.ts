import { describe, expect, it } from '@jest/globals';
import {
  checkDemoCall,
  demoCallFailureMessage,
  demoCallMessages,
  emptyDemoCallFields,
  type DemoCallFields,
} from './demo-call-form';

const filled: DemoCallFields = {
  customerName: '  Dana ',
  agentName: ' Ava ',
  phone: '(415) 555-0123',
  companyName: ' Harbor Realty ',
  sector: 'real-estate',
  goal: 'appointment',
};

describe(checkDemoCall.name, () => {
  it('should build the trimmed request with a +1 number when every rule holds', () => {
    expect(checkDemoCall(filled)).toEqual({
      ok: true,
      request: {
        customerName: 'Dana',
        agentName: 'Ava',
        phone: '+14155550123',
        companyName: 'Harbor Realty',
        sector: 'real-estate',
        goal: 'appointment',
      },
    });
  });

  it('should accept the request when both names are left empty', () => {
    const result = checkDemoCall({ ...filled, customerName: '', agentName: '' });
    expect(result.ok && result.request.customerName === '' && result.request.agentName === '').toBe(
      true,
    );
  });

  it('should report the phone first when the whole form is empty', () => {
    expect(checkDemoCall(emptyDemoCallFields)).toEqual({
      ok: false,
      field: 'phone',
      message: 'Please enter a valid 10-digit phone number.',
    });
  });

  it('should report the company name when it is blank', () => {
    expect(checkDemoCall({ ...filled, companyName: '   ' })).toEqual({
      ok: false,
      field: 'companyName',
      message: demoCallMessages.companyName,
    });
  });

  it('should report the sector and then the goal when they are not chosen', () => {
    expect(checkDemoCall({ ...filled, sector: '', goal: '' })).toMatchObject({ field: 'sector' });
    expect(checkDemoCall({ ...filled, goal: '' })).toMatchObject({
      field: 'goal',
      message: demoCallMessages.goal,
    });
  });
});

describe(demoCallFailureMessage.name, () => {
  it("should show the server's error text when the server sent one", () => {
    expect(
      demoCallFailureMessage({ status: 400, data: { success: false, error: 'Line busy' } }),
    ).toBe('Line busy');
  });

  it("should show the server's sentence when it refuses a call over a limit (429)", () => {
    const error = 'Too many demo calls from this address. Please try again in 42 minutes.';
    expect(demoCallFailureMessage({ status: 429, data: { success: false, error } })).toBe(error);
  });

  it('should show the generic failure when the server sent no error text', () => {
    expect(demoCallFailureMessage({ status: 500, data: { success: false } })).toBe(
      'Failed to initiate call. Please try again.',
    );
  });

  it('should show "Something went wrong" when the network fails or the answer is not JSON', () => {
    expect(demoCallFailureMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(
      'Something went wrong. Please try again later.',
    );
    expect(
      demoCallFailureMessage({
        status: 'PARSING_ERROR',
        originalStatus: 502,
        data: '<html>',
        error: 'SyntaxError',
      }),
    ).toBe('Something went wrong. Please try again later.');
  });

  it('should word the success message exactly as the spec does when the call starts', () => {
    expect(demoCallMessages.success).toBe(
      "Your call has been initiated! You'll receive a call shortly.",
    );
  });
});
