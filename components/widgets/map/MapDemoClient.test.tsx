import { act, render, screen } from '@testing-library/react';
import { stubIntersectionObserver, stubMatchMedia } from '@/tests/unit/widgets/browserStubs';
import { MapDemoClient } from './MapDemoClient';

vi.mock('./GoogleMapLayer', () => ({
  default: function GoogleMapLayerStub() {
    return <div data-testid="google-layer" />;
  },
}));

const props = {
  language: 'en',
  legend: [
    { id: 'simpleCircle', label: 'Simple circle' },
    { id: 'platformA', label: 'A 1.6 km' },
    { id: 'platformB', label: 'B 0.5 km' },
    { id: 'geoTargeting', label: 'Ours 3 m' },
    { id: 'polygon', label: 'Polygon' },
  ] as const,
  labels: { legend: 'Map legend', pause: 'Pause the demo', play: 'Play the demo' },
  illustration: <svg data-testid="drawn-map" />,
  stills: <ol data-testid="stills" />,
};

describe('MapDemoClient', () => {
  let io: ReturnType<typeof stubIntersectionObserver>;
  beforeEach(() => {
    vi.useFakeTimers();
    io = stubIntersectionObserver();
    stubMatchMedia(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('without a key plays the drawn timeline and never mounts the Google map', () => {
    render(<MapDemoClient {...props} />);
    const demo = screen.getByTestId('map-demo');
    expect(demo).toHaveAttribute('data-phase', 'circle-a');
    expect(demo).toHaveAttribute('data-playing', 'false');
    act(() => io.setIntersecting(true));
    act(() => vi.advanceTimersByTime(5_000));
    expect(demo).toHaveAttribute('data-phase', 'circle-b');
    expect(demo).toHaveAttribute('data-zoom', '14');
    expect(screen.getByRole('listitem', { current: true })).toHaveTextContent('B 0.5 km');
    act(() => vi.advanceTimersByTime(5_000));
    expect(demo).toHaveAttribute('data-phase', 'polygon');
    expect(screen.getByTestId('drawn-map')).toBeInTheDocument();
    expect(screen.queryByTestId('google-layer')).not.toBeInTheDocument();
    expect(demo).toHaveAttribute('data-renderer', 'svg');
  });

  it('with a key mounts the Google map only once the section is near and the page idle', async () => {
    render(<MapDemoClient {...props} apiKey="key" />);
    expect(screen.queryByTestId('google-layer')).not.toBeInTheDocument();
    act(() => io.setIntersecting(true));
    await act(async () => {
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(2_500);
    });
    expect(screen.getByTestId('google-layer')).toBeInTheDocument();
  });

  it('pauses at the visitor’s request', () => {
    render(<MapDemoClient {...props} />);
    act(() => io.setIntersecting(true));
    act(() => screen.getByRole('button', { name: 'Pause the demo' }).click());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByTestId('map-demo')).toHaveAttribute('data-phase', 'circle-a');
    expect(screen.getByRole('button', { name: 'Play the demo' })).toBeInTheDocument();
  });

  it('under reduced motion neither animates nor loads the Google map', async () => {
    stubMatchMedia(true);
    render(<MapDemoClient {...props} apiKey="key" />);
    act(() => io.setIntersecting(true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    const demo = screen.getByTestId('map-demo');
    expect(demo).not.toHaveAttribute('data-phase');
    expect(demo).toHaveAttribute('data-playing', 'false');
    expect(screen.queryByRole('listitem', { current: true })).not.toBeInTheDocument();
    expect(screen.queryByTestId('google-layer')).not.toBeInTheDocument();
  });
});
