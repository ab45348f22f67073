import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';

function Failing(): never {
  throw new Error('a provider failed');
}

it('whatever throws outside a page shows a designed message, not a blank page', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <AppErrorBoundary>
      <Failing />
    </AppErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('tonlens stopped working');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the home page' })).toHaveAttribute('href', '/');
  consoleError.mockRestore();
});
