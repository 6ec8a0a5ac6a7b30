import { BadRequestException } from '@nestjs/common';
import { DEFAULT_GOAL, defaultGreeting } from '@vanilla/contracts';
import type { CreateReceptionistRequest, UpdateReceptionistRequest } from '@vanilla/contracts/dto';
import { DomainRuleViolation, parseOperatingHours } from '@vanilla/domain';
import type { ReceptionistSettings } from '@vanilla/domain';
import type { ReceptionistRow } from './projections/receptionist.projection.js';

export const DEFAULT_TIMEZONE = 'America/Los_Angeles';
export const DEFAULT_TONE = 'Professional';
export const DEFAULT_ANSWER_TIMING = '24/7';

// A US number typed any way ("(415) 555-0199", "415.555.0199", "+1 415 555 0199") as E.164.
export const toE164 = (input: string | undefined): string => {
  const digits = (input ?? '').replace(/\D/g, '');
  if (digits === '') return '';
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  throw new BadRequestException('Call forwarding must be a 10-digit US phone number');
};

const cleanList = (items: readonly string[] | undefined): string[] =>
  (items ?? []).map((item) => item.trim()).filter((item) => item !== '');

// A cleaned list, or the default when nothing is left of it.
const listOr = (items: readonly string[] | undefined, fallback: string): string[] => {
  const cleaned = cleanList(items);
  return cleaned.length > 0 ? cleaned : [fallback];
};

const parseJsonList = (text: string | undefined, field: string): string[] | undefined => {
  if (text === undefined) return undefined;
  if (text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // 001 §3: goals may come as plain text rather than JSON.
    return [text];
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  if (typeof value === 'string') return [value];
  throw new BadRequestException(`${field} must be a JSON list of texts`);
};

const hoursOf = (input: unknown) => {
  try {
    return parseOperatingHours(input, DEFAULT_TIMEZONE);
  } catch (error) {
    if (error instanceof DomainRuleViolation) throw new BadRequestException(error.message);
    throw error;
  }
};

// 001 §5 defaults on submit: empty goals become 'General receptionist duties', empty answer
// timing 24/7, an empty greeting the receptionist's own introduction, an empty tone Professional;
// a blank company name falls back to the caller's company, else 'Your Company'.
export const settingsFromCreate = (
  request: CreateReceptionistRequest,
  callerCompanyName: string,
): ReceptionistSettings => {
  const name = request.receptionistName.trim();
  return {
    name,
    companyName: request.companyName?.trim() || callerCompanyName.trim() || 'Your Company',
    goals: listOr(request.goals, DEFAULT_GOAL),
    tone: request.tone || DEFAULT_TONE,
    greeting: request.greeting?.trim() || defaultGreeting(name),
    followUps: cleanList(request.followUps),
    answerTiming: listOr(request.answerTiming, DEFAULT_ANSWER_TIMING),
    callForwarding: toE164(request.callForwarding),
    operatingHours: hoursOf(request.operatingHours),
  };
};

// The greeting after an update: an empty one is the default (001 §5), and one that is still the
// default for the old name (sent back unchanged by the edit form, or left out) follows a rename.
const greetingAfterUpdate = (
  requested: string | undefined,
  current: ReceptionistSettings,
  name: string,
): string => {
  const greeting = requested === undefined ? current.greeting : requested.trim();
  if (greeting === '' || greeting === defaultGreeting(current.name)) return defaultGreeting(name);
  return greeting;
};

// PUT sends every field; one left out keeps what the receptionist had.
export const settingsFromUpdate = (
  request: UpdateReceptionistRequest,
  current: ReceptionistSettings,
): ReceptionistSettings => {
  const name = request.name.trim();
  const goals = parseJsonList(request.goals, 'goals');
  const followUps = parseJsonList(request.follow_ups, 'follow_ups');
  const answerTiming = parseJsonList(request.answer_timing, 'answer_timing');
  return {
    name,
    companyName: request.companyName?.trim() || current.companyName,
    goals: goals === undefined ? current.goals : listOr(goals, DEFAULT_GOAL),
    tone: request.tone || (request.tone === '' ? DEFAULT_TONE : current.tone),
    greeting: greetingAfterUpdate(request.greeting, current, name),
    followUps: followUps === undefined ? current.followUps : cleanList(followUps),
    answerTiming:
      answerTiming === undefined
        ? current.answerTiming
        : listOr(answerTiming, DEFAULT_ANSWER_TIMING),
    callForwarding:
      request.call_forwarding === undefined
        ? current.callForwarding
        : toE164(request.call_forwarding),
    operatingHours:
      request.operating_hours === undefined
        ? current.operatingHours
        : hoursOf(request.operating_hours),
  };
};

export const settingsOf = (row: ReceptionistRow): ReceptionistSettings => ({
  name: row.name,
  companyName: row.company_name,
  goals: row.goals,
  tone: row.tone,
  greeting: row.greeting,
  followUps: row.follow_ups,
  answerTiming: row.answer_timing,
  callForwarding: row.call_forwarding,
  operatingHours: row.operating_hours,
});
