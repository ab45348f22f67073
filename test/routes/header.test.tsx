/**
 * The header and the home page (issue 25): the settings are found as "Settings" wherever they are, and the
 * home page has one search box, the header's, not two alike.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
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
});
