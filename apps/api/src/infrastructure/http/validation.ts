import { BadRequestException, ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';

const messages = (errors: ValidationError[], parent = ''): string[] =>
  errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    // class-validator lists a property's constraints last-declared first; reversed, they read in
    // the DTO's order, so "is required" comes before "is too short".
    return [
      ...Object.values(error.constraints ?? {}).reverse(),
      ...messages(error.children ?? [], path),
    ];
  });

// Bodies and queries are validated against their DTO; unknown fields are dropped, bad ones get a
// 400 naming every problem, the first as `error`.
export const validationPipe = () =>
  new ValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors) => {
      const all = messages(errors);
      return new BadRequestException({ message: all[0] ?? 'Invalid request', errors: all });
    },
  });
