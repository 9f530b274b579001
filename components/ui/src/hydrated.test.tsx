// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './hydrated.ts';

function Probe() {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated}>
      Go
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the server’s HTML and true once the browser has hydrated it', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    // The same element, hydrated (not replaced), now enabled.
    expect(container.querySelector('button')).toBe(button);
    expect(button.disabled).toBe(false);
    container.remove();
  });
});
