import { canGoNext, canGoPrevious, clampIndex, positionText, stepIndex } from './sliderBounds';

describe('slider bounds', () => {
  it('moves by one and stops at the first and last video', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(2, 1, 3)).toBe(2);
    expect(stepIndex(2, -1, 3)).toBe(1);
    expect(stepIndex(0, -1, 3)).toBe(0);
  });

  it('disables previous on the first and next on the last', () => {
    expect(canGoPrevious(0)).toBe(false);
    expect(canGoPrevious(1)).toBe(true);
    expect(canGoNext(1, 3)).toBe(true);
    expect(canGoNext(2, 3)).toBe(false);
  });

  it('clamps any index into range', () => {
    expect(clampIndex(-4, 3)).toBe(0);
    expect(clampIndex(9, 3)).toBe(2);
    expect(clampIndex(1, 0)).toBe(0);
  });

  it('writes the position as "n / total"', () => {
    expect(positionText(0, 3)).toBe('1 / 3');
    expect(positionText(2, 3)).toBe('3 / 3');
  });
});
