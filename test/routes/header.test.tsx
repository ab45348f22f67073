/**
 * The header and the home page (issue 25): the settings are found as "Settings" wherever they are, and the
 * home page has one search box, the header's, not two alike.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { paths } from '../../src/paths.ts';
import { renderApp } from '../render-app.tsx';

const origin = inject('sampleApiOrigin');

describe('the header', () => {
  it('says "Settings" on its settings button, and names the endpoint in use after it', async () => {
    renderApp('/', { baseUrl: origin });
    const banner = screen.getByRole('banner');
    const button = within(banner).getByRole('button', { name: /^Settings/ });
    // Its name is its words (axe label-content-name-mismatch): "Settings", then the endpoint in use —
    // named by its host here, the sample API not being this page's origin.
    expect(button).toHaveTextContent(/^Settings\b/);
    expect(button).toHaveAccessibleName(`Settings · ${new URL(origin).host}`);
    expect(button).toHaveAccessibleDescription('The API endpoint in use');
  });

  it('the home page has one search box, the header’s', async () => {
    renderApp('/', { baseUrl: origin });
    expect(await screen.findByRole('heading', { name: 'tonlens', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
    expect(within(screen.getByRole('banner')).getByRole('searchbox')).toBeInTheDocument();
  });

  // The header's links and its search build their URLs without the address codec, which comes with the
  // search's classifier (src/shell-paths.ts): each still opens the page its words name.
  it.each([
    [
      'an address',
      'UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4',
      paths.accounts(['UQCdqXGvONLwOr3zCNX5FjapflorB6ZsOdcdfLrjsDLt3AF4']),
    ],
    ['a seqno', '50503953', paths.block(50503953)],
  ])('its search opens %s at its page', async (_name, query, expected) => {
    const { router } = renderApp('/', { baseUrl: origin });
    const box = within(screen.getByRole('banner')).getByRole('searchbox');
    fireEvent.change(box, { target: { value: query } });
    fireEvent.submit(within(screen.getByRole('banner')).getByRole('search'));
    await waitFor(() => {
      const { pathname, search } = router.state.location;
      expect(`${pathname}${search}`).toBe(expected);
    });
  });

  it('its Accounts link opens the accounts page with no list', () => {
    renderApp('/', { baseUrl: origin });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', paths.accounts());
  });
});
