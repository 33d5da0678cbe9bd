/** The parts of a click on a link that decide who follows it. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/**
 * A click the shop follows itself, as React Router's Link does: the main button, no key held
 * (with one, the browser opens a tab or a window), not already handled, and a link that opens in
 * this tab.
 */
export function isPlainClick(event: LinkClick, link: { target: string }): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.defaultPrevented &&
    (link.target === '' || link.target === '_self')
  );
}
