import type { ReactNode } from 'react';
import { itAccount } from '../../../i18n/it-account';
import styles from '../PasswordPages.module.css';

/** The card of the password pages: the title, then the form, or the gateway's message once done. */
export function PasswordCard({
  title,
  done,
  children,
}: {
  title: string;
  done: string | null;
  children: ReactNode;
}) {
  return (
    <section className={`page container ${styles.page}`}>
      <div className={styles.card}>
        <h1 className="auth-card__title">{title}</h1>
        {done ? (
          <p role="status" className={styles.done}>
            {done} <span className="muted">{itAccount.recovery.redirecting}</span>
          </p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
