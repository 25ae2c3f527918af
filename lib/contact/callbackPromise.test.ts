import { promiseWords } from './callbackPromise';

describe("the contact page words the clock's own window", () => {
  it.each([
    [
      { days: 1, minutes: 0 },
      { unit: 'day', count: 1 },
    ],
    [
      { days: 2, minutes: 0 },
      { unit: 'day', count: 2 },
    ],
    [
      { days: 0, minutes: 120 },
      { unit: 'hour', count: 2 },
    ],
    [
      { days: 0, minutes: 90 },
      { unit: 'minute', count: 90 },
    ],
    // P1DT4H: never promise less than the clock allows.
    [
      { days: 1, minutes: 240 },
      { unit: 'day', count: 2 },
    ],
  ])('%o → %o', (window, words) => {
    expect(promiseWords(window)).toEqual(words);
  });
});
