import { act, render, screen } from '@testing-library/react';
import { stubMatchMedia } from '@/tests/unit/widgets/browserStubs';
import { CountersClient } from './CountersClient';

const items = [
  { key: 'a', target: 1600, final: '1 600', unit: 'm', label: 'A' },
  { key: 'b', target: 3, final: '3', unit: 'm', label: 'B' },
];

/** Places every element's top at `top` (jsdom has no layout). */
function placeAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
}

/** Places the enclosing <section> at `section` and every other element at `figures`. */
function placeSectionAt(section: number, figures: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return { top: this.tagName === 'SECTION' ? section : figures } as DOMRect;
  });
}

const shown = () => screen.getAllByTestId('counter').map((c) => c.textContent);

describe('CountersClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('waits at 0 below the window, then counts to the target in 1 s once', async () => {
    stubMatchMedia(false);
    placeAt(900);
    render(<CountersClient items={items} locale="fr" zero="0" />);
    expect(shown()).toEqual(['0', '0']);
    expect(screen.getAllByTestId('counter')[0]).toHaveAttribute('data-target', '1600');

    placeAt(500);
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await vi.advanceTimersByTimeAsync(500);
    });
    const midway = Number(shown()[0]!.replace(/\D/g, ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1600);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(shown()).toEqual(['1 600', '3']);
  });

  it("starts on its section's top (wide window), though the figures are still below", async () => {
    stubMatchMedia(false);
    placeSectionAt(700, 945);
    render(
      <section>
        <h2>Results</h2>
        <CountersClient items={items} locale="fr" zero="0" />
      </section>,
    );
    expect(shown()).toEqual(['0', '0']);

    placeSectionAt(500, 745);
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await vi.advanceTimersByTimeAsync(1100);
    });
    expect(shown()).toEqual(['1 600', '3']);
  });

  it("at 575 px wide or less waits for each figure's own top", async () => {
    stubMatchMedia(false);
    vi.stubGlobal('innerWidth', 575);
    placeSectionAt(500, 745);
    render(
      <section>
        <CountersClient items={items} locale="fr" zero="0" />
      </section>,
    );
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await vi.advanceTimersByTimeAsync(1100);
    });
    expect(shown()).toEqual(['0', '0']);
  });

  it('sets up no number formatter until a figure counts, then writes each step in the locale', async () => {
    stubMatchMedia(false);
    placeAt(900);
    const Original = Intl.NumberFormat;
    const NumberFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new Original(...args);
    } as typeof Intl.NumberFormat);
    // Waiting at 0 (the server's) costs hydration no ICU set-up.
    render(<CountersClient items={items} locale="fr" zero="zéro" />);
    expect(shown()).toEqual(['zéro', 'zéro']);
    expect(NumberFormat).not.toHaveBeenCalled();

    placeAt(500);
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await vi.advanceTimersByTimeAsync(700);
    });
    expect(NumberFormat).toHaveBeenCalledTimes(1);
    expect(NumberFormat).toHaveBeenCalledWith('fr');
    // 70 % of the way on an ease-out curve: past a thousand, grouped as French groups it.
    expect(shown()[0]).toMatch(/^1\u202f\d{3}$/);
  });

  it('shows the final values at once under reduced motion', () => {
    stubMatchMedia(true);
    placeAt(900);
    render(<CountersClient items={items} locale="fr" zero="0" />);
    expect(shown()).toEqual(['1 600', '3']);
  });
});
