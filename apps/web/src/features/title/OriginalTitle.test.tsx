import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OriginalTitle } from './OriginalTitle.tsx';

afterEach(cleanup);

describe('OriginalTitle', () => {
  it('shows the original name, laid out in its own direction', () => {
    render(<OriginalTitle name="جدایی نادر از سیمین" />);
    expect(screen.getByText(/Original title:/).textContent).toBe('Original title: جدایی نادر از سیمین');
    expect(screen.getByText('جدایی نادر از سیمین').getAttribute('dir')).toBe('auto');
  });

  it('shows nothing without one', () => {
    const { container } = render(<OriginalTitle name={null} />);
    expect(container.textContent).toBe('');
  });
});
