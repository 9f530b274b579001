import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SideSheet, type SideSheetLayer } from './side-sheet.tsx';

function Harness({ layers: initialLayers }: { layers?: SideSheetLayer[] }) {
  const [open, setOpen] = useState(false);
  const [layers, setLayers] = useState(initialLayers);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <SideSheet
        isOpen={open}
        onOpenChange={setOpen}
        title="Search"
        layers={layers}
        onBack={() => setLayers((current) => current?.slice(0, -1))}
        footer={<button type="button">View results</button>}
        tabs={[
          { id: 'recent', label: 'Recent', content: <p>Recent searches</p> },
          { id: 'popular', label: 'Popular', content: <p>Popular searches</p> },
        ]}
      >
        <input aria-label="Search for" />
      </SideSheet>
    </>
  );
}

describe('SideSheet', () => {
  it('opens as a labelled dialog with close, heading, tabs and footer', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Recent' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'View results' })).toBeTruthy();
    // Focus moved into the sheet.
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('closes with Escape and gives focus back to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open search' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
      fireEvent.keyUp(dialog, { key: 'Escape' });
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the close button', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the top layer and goes back to the one below', () => {
    render(
      <Harness
        layers={[
          { id: 'menu', title: 'Menu', content: <p>Categories</p> },
          { id: 'dresses', title: 'Dresses', content: <p>Maxi dresses</p> },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    expect(screen.getByRole('heading', { name: 'Dresses' })).toBeTruthy();
    expect(screen.getByText('Maxi dresses')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('keeps Tab inside the sheet', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = screen.getByRole('dialog');
    const outside = screen.getByRole('button', { name: 'Open search', hidden: true });
    // react-aria makes everything outside the modal inert to assistive tech.
    expect(outside.closest('[aria-hidden="true"], [inert]')).not.toBeNull();
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Focus that leaves the sheet is brought back (react-aria's FocusScope contain).
    act(() => outside.focus());
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });
});
