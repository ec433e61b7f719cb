import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StepNav } from '../StepNav.tsx';

describe('StepNav', () => {
  it('shows the three numbered steps and marks the active one as the current page', () => {
    render(
      <MemoryRouter initialEntries={['/education']}>
        <StepNav />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['1 About You', '2 Your Academics', '3 Final Steps']);
    expect(screen.getByRole('link', { name: '2 Your Academics' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '1 About You' })).not.toHaveAttribute('aria-current');
  });
});
