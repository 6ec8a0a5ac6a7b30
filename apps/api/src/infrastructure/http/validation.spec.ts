import { dropNullFields } from './validation.js';

describe(dropNullFields.name, () => {
  it('should remove null fields at every depth when items of lists are kept', () => {
    const body = {
      greeting: null,
      name: 'Ava',
      hours: { monday: null, tuesday: { open: '09:00', close: null } },
      goals: [null, 'x', { a: null }],
    };
    dropNullFields(body);
    expect(body).toEqual({
      name: 'Ava',
      hours: { tuesday: { open: '09:00' } },
      goals: [null, 'x', {}],
    });
  });
});
