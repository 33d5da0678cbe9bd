import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';
import './Dropdown.css';

interface DropdownProps {
  label: ReactNode;
  /** Accessible name when the label is not plain text. */
  ariaLabel?: string;
  className?: string;
  align?: 'start' | 'end';
  /**
   * The panel's content is rendered from the first opening on, not with the button: a panel
   * whose code is loaded on demand (the header previews) is then fetched when it is wanted.
   */
  deferPanel?: boolean;
  /** Gets a `close` to call after an item is chosen. */
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure menu: a button that opens a panel of links. Closes on Escape (returning focus to
 * the button), on a click outside and when focus leaves it, so keyboard users never get stuck.
 */
export function Dropdown({ label, ariaLabel, className, align = 'start', deferPanel = false, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div
      ref={rootRef}
      className={`dropdown ${className ?? ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="dropdown__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => {
          setOpen((value) => !value);
          setOpened(true);
        }}
      >
        {label}
        <ChevronDownIcon />
      </button>
      <div id={panelId} className={`dropdown__panel dropdown__panel--${align}`} hidden={!open}>
        {!deferPanel || opened ? children(close) : null}
      </div>
    </div>
  );
}
