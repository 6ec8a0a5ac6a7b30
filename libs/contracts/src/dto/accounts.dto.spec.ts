import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { RegisterRequest, ResetPasswordRequest } from './accounts.dto.js';

// The API shows a field's rules in the order the DTO declares them (validation.ts reverses
// class-validator's list), so the first message is the one a person should read first.
const messagesOf = (type: new () => object, body: Record<string, unknown>, field: string) =>
  Object.values(
    validateSync(plainToInstance(type, body)).find((error) => error.property === field)
      ?.constraints ?? {},
  ).reverse();

describe('account requests', () => {
  it('should say the email is required before it is invalid when it is left empty', () => {
    expect(messagesOf(RegisterRequest, { email: '  ' }, 'email')).toEqual([
      'Email is required',
      'Please provide a valid email address',
    ]);
  });

  it('should read a typed email without spaces or capitals when it is valid', () => {
    const request = plainToInstance(RegisterRequest, { email: ' Ana@Example.COM ' });
    expect(request.email).toBe('ana@example.com');
    expect(messagesOf(RegisterRequest, { email: ' Ana@Example.COM ' }, 'email')).toEqual([]);
  });

  it('should say the password is required before it is too short when it is left empty', () => {
    expect(messagesOf(ResetPasswordRequest, { password: '' }, 'password')).toEqual([
      'Password is required',
      'Password must be at least 6 characters long',
    ]);
  });
});
