import { spokenNumbersToDigits } from './spoken-numbers.js';

describe('spokenNumbersToDigits', () => {
  it.each([
    ['price is eighteen thousand five hundred', 'price is 18,500'],
    ['six thousand four hundred fifty', '6,450'],
    ['forty eight hundred all in', '4,800 all in'],
    ['a hundred and fifty feet', '150 feet'],
    ['three hundred eighty nine thousand', '389,000'],
    ['a two and a half ton heat pump', 'a 2.5 ton heat pump'],
    ['twelve point six kilowatts', '12.6 kilowatts'],
    ['ninety six percent gas furnace', '96 percent gas furnace'],
    ['twenty-two Oak Street', '22 Oak Street'],
  ])('should write digits when a number is said in words: %s', (spoken, written) => {
    expect(spokenNumbersToDigits(spoken)).toBe(written);
  });

  it.each([
    ['at twelve oh five fremont street', 'at 1205 fremont street'],
    ['one seventeen hawthorne road', '117 hawthorne road'],
    ['twenty nine fifteen harbor point drive', '2915 harbor point drive'],
    ['should be around eight fifty', 'should be around 850'],
    ['say three twenty five', 'say 325'],
    ['eleven fifty if we can', '1150 if we can'],
  ])(
    'should read paired numbers as one when a house number or price is said that way: %s',
    (spoken, written) => {
      expect(spokenNumbersToDigits(spoken)).toBe(written);
    },
  );

  it.each([
    ['start in two weeks', 'start in two weeks'],
    ['this one is for her', 'this one is for her'],
    ['eight six inch cans', 'eight six inch cans'],
    ['ten or twelve shingles', 'ten or twelve shingles'],
    ['a battery and a thermostat', 'a battery and a thermostat'],
  ])('should leave words alone when they are small or not one number: %s', (spoken, written) => {
    expect(spokenNumbersToDigits(spoken)).toBe(written);
  });

  it('should write the day in digits when an ordinal follows a month', () => {
    expect(spokenNumbersToDigits('the week of april seventh or May twenty first')).toBe(
      'the week of april 7th or May 21st',
    );
  });
});
