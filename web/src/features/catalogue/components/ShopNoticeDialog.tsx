import { useEffect, useRef, useState } from 'react';
import { it } from '../../../i18n/it';
import styles from '../Listing.module.css';

const seenKey = (text: string) => `shop-notice-seen:${text}`;

function alreadySeen(text: string): boolean {
  try {
    return sessionStorage.getItem(seenKey(text)) === '1';
  } catch {
    return false;
  }
}

/**
 * The 'Comunicazione' dialog of the shop page (a holiday notice) with the configured text
 * (see ShopNotice). Shown once per browser session for a given text; Escape or 'Chiudi' closes it.
 */
export function ShopNoticeDialog({ text }: { text: string }) {
  const [closed, setClosed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const show = !closed && !alreadySeen(text);

  useEffect(() => {
    const node = dialog.current;
    if (show && node && !node.open) node.showModal();
  }, [show]);

  if (!show) return null;
  const close = () => {
    try {
      sessionStorage.setItem(seenKey(text), '1');
    } catch {
      // Storage unavailable: the notice simply shows again next time.
    }
    setClosed(true);
  };
  return (
    <dialog ref={dialog} className="modal shop-notice" aria-labelledby="shop-notice-title" data-testid="shop-notice" onClose={close}>
      <div className="modal__header">
        <h2 id="shop-notice-title" className="modal__title">{it.catalogue.noticeTitle}</h2>
      </div>
      <p className={styles['shop-notice__text']}>{text}</p>
      <button type="button" className="btn btn--primary" onClick={() => dialog.current?.close()}>{it.catalogue.noticeClose}</button>
    </dialog>
  );
}
