import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ArrivesFlat, arrivesFlatText } from './arrives-flat.tsx';

const parcel = (lengthIn: number, widthIn: number, heightIn: number, weightLb: number) => ({
  dimensionsIn: { lengthIn, widthIn, heightIn },
  weightLb,
});

const SIDEBOARD = [parcel(15, 15, 12, 33.9), parcel(28, 16, 10, 37.6), parcel(15, 15, 4, 11.3)];

describe('how a design arrives', () => {
  it('names the parcels, the largest with its size and weight', () => {
    expect(arrivesFlatText(SIDEBOARD)).toBe(
      'Arrives flat in 3 parcels, the largest 28 × 16 × 10 in, weight 37.6 lb',
    );
    expect(arrivesFlatText([parcel(50, 35, 6, 40)])).toBe(
      'Arrives flat in 1 parcel, 50 × 35 × 6 in, weight 40 lb',
    );
    expect(arrivesFlatText([])).toBeNull();
  });

  it('checks the door by keyboard: messages beside the fields, then each parcel that will not pass', async () => {
    const user = userEvent.setup();
    render(<ArrivesFlat parcels={[...SIDEBOARD, parcel(74, 26, 6, 45)]} />);
    expect(
      screen.getByText('Arrives flat in 4 parcels, the largest 74 × 26 × 6 in, weight 45 lb'),
    ).toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Will it get through your door?' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveAccessibleDescription(
      'Arrives flat in 4 parcels, the largest 74 × 26 × 6 in, weight 45 lb',
    );
    await user.tab();
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opener).toHaveAttribute('aria-expanded', 'true');

    const width = await screen.findByLabelText('Door width (in)');
    await user.type(width, 'wide');
    await user.click(screen.getByRole('button', { name: 'Check my door' }));
    expect(width).toHaveAccessibleDescription(
      'The door width must be a number of inches, like 30 or 29.5',
    );
    expect(screen.getByLabelText('Door height (in)')).toHaveAccessibleDescription(
      'Enter the door height in inches',
    );
    expect(width).toHaveFocus();

    await user.clear(width);
    await user.type(width, '30');
    await user.type(screen.getByLabelText('Door height (in)'), '80');
    await user.type(screen.getByLabelText('Corridor width at a turn (in)'), '30{Enter}');
    expect(width).not.toHaveAccessibleDescription();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Parcel 4 (74 × 26 × 6 in) is 2.7 in too long to turn into a 30 in corridor',
    );

    await user.clear(screen.getByLabelText('Corridor width at a turn (in)'));
    await user.click(screen.getByRole('button', { name: 'Check my door' }));
    expect(screen.getByRole('status')).toHaveTextContent('All 4 parcels will get through.');
  });
});
