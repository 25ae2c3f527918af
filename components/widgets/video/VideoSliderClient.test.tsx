import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoSliderClient, type SliderVideo } from './VideoSliderClient';

const videos: SliderVideo[] = ['One', 'Two', 'Three'].map((title, i) => ({
  key: title,
  title,
  text: `About ${title}`,
  embedUrl: `https://www.youtube-nocookie.com/embed/id${i}`,
  playerUrl: `https://www.youtube-nocookie.com/embed/id${i}?autoplay=1`,
  playLabel: `Play the video: ${title}`,
  position: `Video ${i + 1} of 3`,
}));
const labels = { region: 'GeoAcademy videos', previous: 'Previous video', next: 'Next video' };

describe('VideoSliderClient', () => {
  it('moves one video at a time between disabled ends', async () => {
    const user = userEvent.setup();
    render(<VideoSliderClient videos={videos} labels={labels} />);
    const slider = screen.getByTestId('video-slider');
    const previous = screen.getByRole('button', { name: 'Previous video' });
    const next = screen.getByRole('button', { name: 'Next video' });

    expect(slider).toHaveTextContent('1 / 3');
    expect(previous).toBeDisabled();
    expect(screen.getByRole('heading')).toHaveTextContent('One');
    await user.click(next);
    await user.click(next);
    expect(slider).toHaveTextContent('3 / 3');
    expect(screen.getByRole('heading')).toHaveTextContent('Three');
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(slider).toHaveTextContent('2 / 3');
  });

  it('keeps every title in the markup but shows only the current slide', () => {
    render(<VideoSliderClient videos={videos} labels={labels} />);
    expect(screen.getAllByRole('heading', { hidden: true })).toHaveLength(3);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('creates the privacy-enhanced iframe only when play is pressed', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoSliderClient videos={videos} labels={labels} />);
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play the video: One' }));
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', videos[0]!.playerUrl);
    expect(frame).toHaveAttribute('title', 'One');
    expect(frame).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Next video' }));
    expect(container.querySelector('iframe')).toBeNull();
    expect(
      within(screen.getByTestId('video-slider')).getByRole('button', { name: 'Play the video: Two' }),
    ).toBeVisible();
  });
});
