import {
  SCROLL_DURATION_MS,
  SCROLL_OFFSET_PX,
  easeInOutCubic,
  samePageFragment,
  scrollPositionAt,
  scrollTargetY,
} from './smoothScroll';

describe('smooth-scroll constants', () => {
  it('scroll for 650 ms and stop 120 px above the target', () => {
    expect(SCROLL_DURATION_MS).toBe(650);
    expect(SCROLL_OFFSET_PX).toBe(120);
  });
});

describe('easeInOutCubic', () => {
  it('starts at 0, ends at 1 and passes the middle at one half', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });

  it('is slow at both ends and never goes back', () => {
    expect(easeInOutCubic(0.1)).toBeCloseTo(0.004);
    expect(easeInOutCubic(0.9)).toBeCloseTo(0.996);
    const samples = Array.from({ length: 101 }, (_, i) => easeInOutCubic(i / 100));
    expect(samples).toEqual([...samples].sort((a, b) => a - b));
  });

  it('clamps times outside the animation', () => {
    expect(easeInOutCubic(-0.5)).toBe(0);
    expect(easeInOutCubic(1.5)).toBe(1);
  });
});

describe('scrollTargetY', () => {
  it('puts the target its offset below the viewport top', () => {
    // Target 900 px below the viewport top while scrolled by 300: it sits at 1200 in the document.
    expect(scrollTargetY(900, 300, 120, 5000)).toBe(1080);
  });

  it('scrolls up to targets above the viewport', () => {
    expect(scrollTargetY(-400, 1000, 120, 5000)).toBe(480);
  });

  it('stays within the scrollable range', () => {
    expect(scrollTargetY(50, 0, 120, 5000)).toBe(0);
    expect(scrollTargetY(4000, 2000, 120, 3000)).toBe(3000);
    expect(scrollTargetY(500, 0, 120, -10)).toBe(0);
  });
});

describe('scrollPositionAt', () => {
  it('moves from start to end over the duration', () => {
    expect(scrollPositionAt(100, 1100, 0, 650)).toBe(100);
    expect(scrollPositionAt(100, 1100, 325, 650)).toBe(600);
    expect(scrollPositionAt(100, 1100, 650, 650)).toBe(1100);
    expect(scrollPositionAt(100, 1100, 900, 650)).toBe(1100);
  });

  it('works upwards and jumps at once with no duration', () => {
    expect(scrollPositionAt(1100, 100, 325, 650)).toBe(600);
    expect(scrollPositionAt(1100, 100, 0, 0)).toBe(100);
  });
});

describe('samePageFragment', () => {
  const here = 'https://www.example.test/en-US?x=1#top';

  it('returns the decoded id of a link to this page', () => {
    expect(samePageFragment('https://www.example.test/en-US?x=1#results', here)).toBe('results');
    expect(samePageFragment('#r%C3%A9sultats', here)).toBe('résultats');
  });

  it('ignores links that leave the page or have no fragment', () => {
    expect(samePageFragment('https://www.example.test/fr#results', here)).toBeNull();
    expect(samePageFragment('https://www.example.test/en-US#results', here)).toBeNull();
    expect(samePageFragment('https://elsewhere.test/en-US?x=1#results', here)).toBeNull();
    expect(samePageFragment('https://www.example.test/en-US?x=1#', here)).toBeNull();
    expect(samePageFragment('https://www.example.test/en-US?x=1', here)).toBeNull();
  });
});
