import { useState } from 'react';

const STORAGE_KEY = 'tonlens.blockPicture.open';
/** Below this the charts stack into some 700 px above the list: they start folded there. */
export const NARROW_SCREEN = '(max-width: 40rem)';

function storedChoice(): boolean | undefined {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored === '1' ? true : stored === '0' ? false : undefined;
  } catch {
    return undefined;
  }
}

function storeChoice(open: boolean) {
  try {
    sessionStorage.setItem(STORAGE_KEY, open ? '1' : '0');
  } catch {
    // Storage refused (private mode, quota): the choice lasts as long as the page.
  }
}

function isNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches;
}

/**
 * Whether the picture is unfolded: the reader's own choice in this tab (sessionStorage, so it holds from
 * block to block), else open on a wide screen and folded on a narrow one, read once at first render.
 */
export function usePictureOpen(): [open: boolean, toggle: () => void] {
  const [open, setOpen] = useState(() => storedChoice() ?? !isNarrow());
  const toggle = () => {
    setOpen(!open);
    storeChoice(!open);
  };
  return [open, toggle];
}
