import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentAnnouncement } from '../announcer.ts';
import { ExportButtons } from './ExportButtons.tsx';

/** jsdom's Blob may lack text(); FileReader reads it as every browser would. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('not read'));
    reader.readAsText(blob);
  });
}

/** Every download the page starts, caught where the browser would save it. */
function catchDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:test-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

describe('ExportButtons', () => {
  it('saves the file of the button pressed, made when it is pressed', async () => {
    const user = userEvent.setup();
    const downloads = catchDownloads();
    const csv = vi.fn(() => ({ content: 'a,b\n1,2\n', fileName: 'rows.csv' }));
    const json = vi.fn(() => ({ content: '{"rows":[]}', fileName: 'rows.json' }));
    render(<ExportButtons csv={csv} json={json} />);
    expect(csv).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Copy as TSV' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(csv).toHaveBeenCalledTimes(1);
    expect(json).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    expect(json).toHaveBeenCalledTimes(1);
    expect(csv).toHaveBeenCalledTimes(1);

    expect(downloads.names).toEqual(['rows.csv', 'rows.json']);
    expect(downloads.blobs.map((blob) => blob.type)).toEqual(['text/csv;charset=utf-8', 'application/json']);
    expect(await Promise.all(downloads.blobs.map(textOf))).toEqual(['a,b\n1,2\n', '{"rows":[]}']);
  });

  it('copies the TSV, made on click, and says what was copied', async () => {
    const user = userEvent.setup();
    const csv = vi.fn(() => ({ content: '', fileName: 'rows.csv' }));
    const json = vi.fn(() => ({ content: '', fileName: 'rows.json' }));
    const text = vi.fn(() => 'a\tb\n1\t2\n');
    render(<ExportButtons csv={csv} json={json} tsv={{ text, what: () => '1 row as TSV' }} />);
    expect(text).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Copy as TSV' }));
    expect(await navigator.clipboard.readText()).toBe('a\tb\n1\t2\n');
    expect(csv).not.toHaveBeenCalled();
    expect(json).not.toHaveBeenCalled();
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(currentAnnouncement()).toBe('Copied 1 row as TSV');
  });
});
