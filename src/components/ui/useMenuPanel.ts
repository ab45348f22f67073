import { useEffect, useRef, useState } from 'react';

/**
 * A toolbar button that opens a panel under it (the /accounts Lists and Labels menus): whether it is open,
 * and Escape anywhere in the panel closes it and gives the focus back to the button.
 */
export function useMenuPanel() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return { open, setOpen, toggleRef, rootRef };
}
